// What a refused write looks like, on both drivers: Drizzle wraps the driver's error, whose
// `code` is the SQLSTATE and `constraint` the name from db/schema.ts or the triggers migration.
import { expect } from 'vitest';

interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
  message: string;
}

function databaseError(error: unknown): DatabaseErrorFields {
  let current = error as { cause?: unknown } & DatabaseErrorFields;
  while (current && !current.code && current.cause) current = current.cause as typeof current;
  return current;
}

/** Expects the write to be refused by the named constraint (or, for triggers, with the SQLSTATE and message). */
export async function expectRefused(
  write: Promise<unknown>,
  expected: { constraint: string } | { code: string; message: RegExp },
) {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the write should have been refused').not.toBeNull();
  const fields = databaseError(error);
  if ('constraint' in expected) {
    expect(fields.constraint ?? fields.message).toBe(expected.constraint);
  } else {
    expect(fields.code).toBe(expected.code);
    expect(fields.message).toMatch(expected.message);
  }
}

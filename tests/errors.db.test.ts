// The error taxonomy: statuses, domain refusals, and database outages recognised from the real
// errors the drivers throw (never from hand-made look-alikes).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { expect, test } from 'vitest';
import { createDb } from '@/db/client';
import { users } from '@/db/schema';
import { adjudicate } from '@/core/warri';
import { AppError, databaseUnavailable, errorStatus, expectedError, isUniqueViolation } from '@/lib/errors';
import { setupTestDatabase } from './db/helpers';
import { makeUser, unique } from './db/fixtures';

const test_ = setupTestDatabase();

test.each(Object.entries(errorStatus))('kind %s answers status %i', (kind, status) => {
  expect(new AppError(kind as keyof typeof errorStatus, 'invalid-input', 'A sentence.').status).toBe(status);
});

test('a domain refusal keeps its code and sentence, and its other facts as details', () => {
  const result = adjudicate({ rules: 'antigua', moves: 'C C' });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  const error = AppError.fromDomain('invalid-input', result.error, { field: 'moves' });
  expect(error).toMatchObject({
    kind: 'invalid-input',
    code: result.error.code,
    message: result.error.message,
    field: 'moves',
    status: 400,
  });
  expect(error.details).toMatchObject({ ply: 2, move: 'C' });
  expect(error.details).not.toHaveProperty('message');
});

test('a refused connection to Postgres is "unavailable" with a retry hint', async () => {
  const database = await createDb({ url: 'postgres://nobody@127.0.0.1:1/none' });
  const error = await database.db.execute(sql`select 1`).catch((caught: unknown) => caught);
  await database.close();
  const unavailable = databaseUnavailable(error);
  expect(unavailable).toMatchObject({
    kind: 'unavailable',
    code: 'database-unavailable',
    status: 503,
    retryAfterSeconds: 5,
  });
  expect(unavailable?.cause).toBe(error);
  expect(expectedError(error)?.kind).toBe('unavailable');
});

test('a closed PGlite is "unavailable"', async () => {
  const pglite = await PGlite.create();
  const db = drizzlePglite({ client: pglite });
  await pglite.close();
  const error = await db.execute(sql`select 1`).catch((caught: unknown) => caught);
  expect(databaseUnavailable(error)?.kind).toBe('unavailable');
}, 60_000);

test('other database errors and plain bugs are not expected errors', async () => {
  const duplicate = unique('dup');
  await makeUser(test_.db, { email: `${duplicate}@example.test` });
  const error = await test_.db
    .insert(users)
    .values({ email: `${duplicate.toUpperCase()}@EXAMPLE.TEST` })
    .catch((caught: unknown) => caught);
  expect(databaseUnavailable(error)).toBeNull();
  expect(expectedError(error)).toBeNull();
  expect(expectedError(new TypeError('x is undefined'))).toBeNull();
  expect(isUniqueViolation(error)).toBe(true);
  expect(isUniqueViolation(error, 'users_email_lower_unique')).toBe(true);
  expect(isUniqueViolation(error, 'players_user_id_unique')).toBe(false);
});

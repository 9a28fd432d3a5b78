// Services write no SQL: every statement lives in db/queries, named for the change it makes
// (the architecture review's R2). Lint refuses a service that imports drizzle-orm, or takes more
// than row types from the schema; this holds the rule to what it must catch, with the project's config.
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const restricted = (messages: ESLint.LintResult['messages']) =>
  messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');

const serviceWithSql = `import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { games, type Game } from '@/db/schema';
export async function confirm(db: Db, id: number): Promise<Game[]> {
  return db.update(games).set({ status: 'confirmed' }).where(eq(games.id, id)).returning();
}
`;

const serviceThroughQueries = `import type { Db } from '@/db/client';
import { confirmGameRow } from '@/db/queries/games';
import type { Game } from '@/db/schema';
export async function confirm(db: Db, id: number): Promise<Game> {
  return confirmGameRow(db, id, { confirmedBy: null, confirmedAt: new Date() });
}
`;

test('a service that writes its own SQL is refused by lint; one that goes through db/queries is not', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  for (const filePath of [
    'lib/services/reporting/confirm-game.ts',
    'lib/services/idempotency.ts',
    'lib/services/views/view-match.ts',
  ]) {
    const [result] = await eslint.lintText(serviceWithSql, { filePath });
    const messages = restricted(result.messages).map((message) => message.message);
    expect(
      messages.some(
        (message) => message.includes("'drizzle-orm'") && message.endsWith('named for the change it makes.'),
      ),
    ).toBe(true);
    expect(
      messages.some(
        (message) => message.includes("'@/db/schema'") && message.endsWith('reads and writes go through db/queries.'),
      ),
    ).toBe(true);
    const [clean] = await eslint.lintText(serviceThroughQueries, { filePath });
    expect(restricted(clean.messages)).toEqual([]);
  }
  // The queries themselves write the SQL.
  const [query] = await eslint.lintText(serviceWithSql, { filePath: 'db/queries/games.ts' });
  expect(restricted(query.messages)).toEqual([]);
}, 60_000);

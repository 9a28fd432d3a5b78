// Migration 0004 gave every player on record its name key in SQL; the app writes it with
// core/text/shown-names.ts `nameKey`. A name entered before the migration must meet the same name
// typed after it, so the migration's expression, run by the database on any name, gives the app's key.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { nameKey } from '@/core/text/shown-names';
import { setupTestDatabase } from './helpers';

const test_ = setupTestDatabase();

/** The expression the migration sets name_key to, read from the migration itself. */
function backfillExpression(): string {
  const migration = readFileSync(new URL('../../db/migrations/0004_player_owners.sql', import.meta.url), 'utf8');
  const found = /UPDATE "players" SET "name_key" = ([\s\S]+?);--> statement-breakpoint/.exec(migration);
  if (!found) throw new Error('The migration no longer sets name_key in one UPDATE: update this test.');
  return found[1];
}

async function keysInSql(names: readonly string[]): Promise<string[]> {
  const result = await test_.db.execute<{ key: string }>(
    sql`select ${sql.raw(backfillExpression())} as key from unnest(array[${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[]) with ordinality as players(display_name, n) order by n`,
  );
  return result.rows.map((row) => row.key);
}

test('the migration and the app give one key for the same names', async () => {
  const names = [
    '  José   Núñez ',
    'JOSE\u0301 NUN\u0303EZ',
    'O’Neil–Smith',
    'Jörg\u00a0Müller',
    'ﬁnn Ａnders',
    'Kwame Boateng',
    'Дмитрий Ткаченко',
  ];
  expect(await keysInSql(names)).toEqual(names.map(nameKey));
  const letters = fc.constantFrom(
    'a',
    'B',
    'é',
    'e\u0301',
    'Ñ',
    'ø',
    'Ł',
    'ß',
    'ç',
    'Ž',
    'д',
    'Ё',
    ' ',
    '\u00a0',
    '\t',
    "'",
    '’',
    '`',
    '-',
    '—',
    '.',
    'ﬂ',
    'Ｋ',
    '2',
  );
  const generated = fc.sample(
    fc.array(letters, { minLength: 1, maxLength: 16 }).map((parts) => parts.join('')),
    { numRuns: 300, seed: 4 },
  );
  expect(await keysInSql(generated)).toEqual(generated.map(nameKey));
});

// The database layer sits on the core only, and no import climbs three folders: lint refuses both.
// These hold the rules to what they must catch, with the project's own config, and show the tree
// keeps to them (core/ and lib/services have rules of their own: core-boundary, services-write-no-sql).
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const DB_RULE = 'import/no-restricted-paths';
const CLIMB_RULE = 'no-restricted-imports';

async function ruleIds(source: string, filePath: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.map((message) => message.ruleId);
}

const refusedInDb: [string, string][] = [
  [
    'a service',
    "import { createTournament } from '@/lib/services/tournaments/create-tournament';\nexport const x = createTournament;\n",
  ],
  ['the HTTP layer, relatively', "import { AppError } from '../../lib/errors';\nexport const x = AppError;\n"],
  ['the app', "import { isBye } from '@/app/_components/bracket/match-text';\nexport const x = isBye;\n"],
  ['a script', "import { seedDemo } from '@/scripts/seed/demo';\nexport const x = seedDemo;\n"],
];

test.each(refusedInDb)(
  'a db/ file importing %s is refused by lint',
  async (_, source) => {
    expect((await ruleIds(source, 'db/queries/example.ts')).filter((id) => id === DB_RULE)).toHaveLength(1);
  },
  60_000,
);

test('db/ may import db/, the core and packages', async () => {
  const source = [
    "import { eq } from 'drizzle-orm';",
    "import { matches } from '../schema';",
    "import { FORMATS } from '@/core/tournament';",
    'export const x = [eq, matches, FORMATS];',
  ].join('\n');
  expect(await ruleIds(`${source}\n`, 'db/queries/example.ts')).not.toContain(DB_RULE);
}, 60_000);

test.each([
  [
    'a page',
    'app/t/[slug]/m/[matchId]/page.tsx',
    "import { isBye } from '../../../../_components/bracket/match-text';\nexport const x = isBye;\n",
  ],
  [
    'a test',
    'tests/app/api/v1/example.ts',
    "import { GET } from '../../../../app/api/v1/tournaments/route';\nexport const x = GET;\n",
  ],
])(
  'an import climbing three folders in %s is refused by lint',
  async (_, filePath, source) => {
    expect((await ruleIds(source, filePath)).filter((id) => id === CLIMB_RULE)).toHaveLength(1);
  },
  60_000,
);

test('two folders up, or from the root with @/, is fine; pages keep their own restriction beside it', async () => {
  expect(
    await ruleIds(
      "import { isBye } from '../../_components/bracket/match-text';\nexport const x = isBye;\n",
      'app/t/[slug]/page.tsx',
    ),
  ).not.toContain(CLIMB_RULE);
  const sweep =
    "import { confirmExpiredReports } from '@/lib/services/reporting/confirm-expired';\nexport const x = confirmExpiredReports;\n";
  expect(await ruleIds(sweep, 'app/t/[slug]/page.tsx')).toContain(CLIMB_RULE);
}, 60_000);

test('every file of db/ and every import of the tree keeps to them', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const results = await eslint.lintFiles(['db/', 'app/', 'lib/', 'tests/', 'scripts/']);
  expect(results.length).toBeGreaterThan(300);
  const broken = results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === DB_RULE || message.ruleId === CLIMB_RULE)
      .map((message) => `${result.filePath}: ${message.message}`),
  );
  expect(broken).toEqual([]);
}, 240_000);

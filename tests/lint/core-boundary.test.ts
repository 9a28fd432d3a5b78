// The core is the pure bottom layer: lint refuses a file under core/ that imports anything but the
// core and node built-ins (the layers above it, a framework, the database). These hold the rule to
// what it must catch, with the project's own config, and show the tree keeps to it.
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const RULE = 'import/no-restricted-paths';

const refused: [string, string, string][] = [
  [
    'the layers above, by alias',
    'core/warri/example.ts',
    "import { AppError } from '@/lib/errors';\nexport const x = AppError;\n",
  ],
  [
    'a type from the database layer',
    'core/tournament/example.ts',
    "import type { Db } from '@/db/client';\nexport type X = Db;\n",
  ],
  [
    'the app',
    'core/csv/example.ts',
    "import { isBye } from '@/app/_components/bracket/match-text';\nexport const x = isBye;\n",
  ],
  [
    'a relative path out of core/',
    'core/seeding/example.ts',
    "import { getDb } from '../../db/app-database';\nexport const x = getDb;\n",
  ],
  ['react', 'core/warri/example.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
  ['next', 'core/text/example.ts', "import { notFound } from 'next/navigation';\nexport const x = notFound;\n"],
  ['drizzle', 'core/tournament/example.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n"],
];

test.each(refused)(
  'a core file importing %s is refused by lint',
  async (_, filePath, source) => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const [result] = await eslint.lintText(source, { filePath });
    expect(result.messages.filter((message) => message.ruleId === RULE)).toHaveLength(1);
  },
  60_000,
);

test('the core may import the core (relative or by alias) and node built-ins; the layers above are not held to it', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const allowed = [
    "import { nameKey } from '../text/shown-names';",
    "import { parsePosition } from '@/core/warri';",
    "import { seededRandom } from '@/core/seeding/seeded-random';",
    "import { createHash } from 'node:crypto';",
    'export const x = [nameKey, parsePosition, seededRandom, createHash];',
  ].join('\n');
  const [core] = await eslint.lintText(`${allowed}\n`, { filePath: 'core/csv/example.ts' });
  expect(core.messages.filter((message) => message.ruleId === RULE)).toEqual([]);
  const [service] = await eslint.lintText(refused[0][2], { filePath: 'lib/services/example.ts' });
  expect(service.messages.filter((message) => message.ruleId === RULE)).toEqual([]);
}, 60_000);

test('every file of core/ keeps to it', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const results = await eslint.lintFiles(['core/']);
  expect(results.length).toBeGreaterThan(40);
  const broken = results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === RULE)
      .map((message) => `${result.filePath}: ${message.message}`),
  );
  expect(broken).toEqual([]);
}, 120_000);

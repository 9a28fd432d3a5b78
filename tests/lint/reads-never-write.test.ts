// Reads never write: the report page and /play once confirmed expired reports while they rendered.
// The sweep confirms them now, and lint refuses a page or layout that imports the confirmation,
// so it cannot creep back. This holds the rule to what it must catch, with the project's own config.
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const pageThatWrites = `import { confirmExpiredReports } from '@/lib/services/reporting/confirm-expired';
export default async function Page() {
  await confirmExpiredReports(undefined as never);
  return null;
}
`;

test('a page or layout that would confirm expired reports while it renders is refused by lint', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  for (const filePath of ['app/t/[slug]/m/[matchId]/report/page.tsx', 'app/play/page.tsx', 'app/t/[slug]/layout.tsx']) {
    const [result] = await eslint.lintText(pageThatWrites, { filePath });
    expect(
      result.messages.some(
        (message) =>
          message.ruleId === 'no-restricted-imports' &&
          message.message.endsWith('A page only reads: expired reports are confirmed by the sweep.'),
      ),
    ).toBe(true);
  }
  // The sweep itself may (and a route handler is not a page).
  const [sweep] = await eslint.lintText(
    pageThatWrites.replace('export default async function Page', 'export async function sweep'),
    { filePath: 'lib/services/expiry-sweep.ts' },
  );
  expect(sweep.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toEqual([]);
}, 60_000);

// axe-core in the e2e suite (issue 18 §2): the page under test is checked against every rule of
// WCAG 2.0 and 2.1, levels A and AA, and axe's best practices, and a violation of any impact fails.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The rule sets run: WCAG 2.0/2.1 A and AA, and best practice. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// Enough of each kind of violation to find and fix it; the count says how many more there are.
const NODES_SHOWN = 5;
const HTML_SHOWN = 120;

/** One broken rule on the page, in words a failing test can show. */
export interface AxeViolation {
  /** The rule's id, e.g. `color-contrast` (https://dequeuniversity.com/rules/axe/4.14/<id>). */
  rule: string;
  impact: string;
  help: string;
  /** How many elements break it. */
  count: number;
  /** The first few of them: CSS selector, a snippet of the HTML, and what axe says is wrong. */
  nodes: { target: string; html: string; why: string }[];
}

/**
 * Runs axe-core on the page as it is now and answers its violations. axe's own source is evaluated
 * in the page (once per document) rather than added as a script tag, which the app's
 * Content-Security-Policy would refuse.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] } satisfies axe.RunOptions,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    count: violation.nodes.length,
    nodes: violation.nodes.slice(0, NODES_SHOWN).map((node) => ({
      target: node.target.map(String).join(' >>> '),
      html: node.html.replace(/\s+/g, ' ').slice(0, HTML_SHOWN),
      // axe's summary starts with "Fix any of the following:"; its first reason is enough.
      why: (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
    })),
  }));
}

/** One line per element: `rule (impact) ×count: help — target: why — html`. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.rule} (${violation.impact}) ×${violation.count}: ${violation.help} — ${node.target}: ${node.why} — ${node.html}`,
    ),
  );
}

/**
 * Fails the test, listing what to fix, when axe finds any violation on the page; `label` names the
 * page and its settings. A soft expectation: a test that sweeps several pages goes on to the next
 * and reports every page's violations at its end, not only the first page's.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  expect.soft(describeViolations(await axeViolations(page)), `axe on ${label}`).toEqual([]);
}

// Driving a page with the keyboard alone, as a person without a mouse does: Tab and Shift+Tab to a
// control, then Enter, Space, the arrows or typing. The DOM is only read, to know which way to go
// and when the focus has arrived; nothing is clicked, filled or focused from the test.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A short name of the focused element, for the list of stops when a control is never reached. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${name ? ` "${name}"` : ''}`;
  });
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab, when the target comes before the focus in the page) until `target`
 * has the focus, at most `max` times; fails with every element the focus went through, which is
 * what a keyboard user would meet on the way. Then checks the focus can be seen.
 */
export async function tabTo(page: Page, target: Locator, { max = 60 }: { max?: number } = {}): Promise<void> {
  await target.waitFor();
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  const stops: string[] = [];
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses >= max)
      throw new Error(`Not reached by ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${stops.join(' → ')}`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    stops.push(await describeFocus(page));
  }
  await expectFocusVisible(page);
}

/** The focused control shows that it has the focus: an outline or a ring (box-shadow). */
export async function expectFocusVisible(page: Page): Promise<void> {
  const seen = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { ok: false, style: 'nothing is focused' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return {
      ok: outline || ring,
      style: `outline ${style.outlineStyle} ${style.outlineWidth}; box-shadow ${style.boxShadow}`,
    };
  });
  expect(seen.ok, `focus indicator of ${await describeFocus(page)}: ${seen.style}`).toBe(true);
}

/** The focus is still on `target` (not lost to the page after a press redrew it). */
export async function expectFocusOn(page: Page, target: Locator, what: string): Promise<void> {
  expect(await isFocused(target), `${what}: the focus is on ${await describeFocus(page)}`).toBe(true);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter on it. */
export async function activate(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

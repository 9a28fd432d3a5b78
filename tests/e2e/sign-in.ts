// Signing in through the sign-in page, as a person would.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Fills in the sign-in form on the current page (or opens it) and waits until the account menu shows the user. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/sign-in')) await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).waitFor();
  expect(new URL(page.url()).pathname).not.toBe('/sign-in');
}

// The account pages' refusals in the reader's language, worded by the server (issue 18 §3): a
// dead verification link refused by the form's server action, and a dead reset link named by the
// page, each in the language the browser asks for.
import { expect, test } from 'vitest';
import { describeE2E, setupBrowser } from './helpers';

describeE2E('account refusals', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test('a dead verification link is refused in Ukrainian by the server action', async () => {
    const page = await openPage('/verify-email?token=no-such-link', { acceptLanguage: 'uk' });
    await page.locator('main form button[type="submit"]').click();
    const alert = page.locator('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Цим посиланням скористатися не можна: його вже використано, строк його дії минув (посилання діє 48 годин) або його скопійовано не повністю. Увійдіть і надішліть собі нове зі сторінки профілю.',
    );
    expectNoPageErrors(page);
  });

  test('a dead reset link is named in French on its page', async () => {
    const page = await openPage('/reset-password?token=no-such-link', { acceptLanguage: 'fr' });
    expect(await page.locator('main').getByRole('alert').textContent()).toBe(
      'Ce lien ne peut plus servir : il a déjà été utilisé, il a expiré (un lien vaut 30 minutes) ou il a été copié en partie. Demandez-en un nouveau.',
    );
    expectNoPageErrors(page);
  });
});

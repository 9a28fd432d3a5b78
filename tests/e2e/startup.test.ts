// The app on a shared database without AUTH_SECRET stops at once, saying why.
import { expect, test } from 'vitest';
import { startApp } from './app-server';
import { describeE2E } from './helpers';

describeE2E('start-up', () => {
  test('without AUTH_SECRET on DATABASE_URL the app refuses to start and says what to set', async () => {
    const started = startApp({ url: 'postgres://nobody@127.0.0.1:1/none' }, { AUTH_SECRET: '' });
    await expect(started).rejects.toThrow(/app server exited with 1[\s\S]*AUTH_SECRET is not set/);
  });
});

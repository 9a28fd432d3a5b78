// While the database is down, proxy.ts answers every page with a 503 that reloads itself: in the
// reader's language, the language menu's cookie first, else the browser's Accept-Language.
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { markDatabaseDown } from '@/db/availability';

beforeAll(() => {
  // A port nothing listens on: every probe of the database is refused.
  vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:1/postgres');
  markDatabaseDown();
});
afterAll(() => vi.unstubAllEnvs());

test.each([
  [{ 'accept-language': 'ru-RU,ru;q=0.9' }, 'ru', 'Скоро вернёмся'],
  [{ 'accept-language': 'ru-RU', cookie: 'NEXT_LOCALE=fr' }, 'fr', 'De retour dans un instant'],
  [{ 'accept-language': 'uk' }, 'uk', 'Скоро повернемося'],
  [{}, 'en', 'Back in a moment'],
])('asked with %o, the page is in %s', async (headers, lang, title) => {
  const { proxy } = await import('@/proxy');
  const response = await proxy(new NextRequest('http://localhost/t/antiguan-open', { headers }));
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const page = await response.text();
  expect(page).toContain(`<html lang="${lang}">`);
  expect(page).toContain(`<title>${title} · Warri Open</title>`);
  expect(page).toContain(`<h1>${title}</h1>`);
});

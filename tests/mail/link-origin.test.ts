// Where the links in mail point: NEXTAUTH_URL when it is set, whatever Host the request claims.
import { expect, test } from 'vitest';
import { linkOrigin } from '@/lib/mail/link-origin';

const cases: { headers: Record<string, string>; env: Record<string, string>; origin: string }[] = [
  {
    headers: { host: 'evil.example' },
    env: { NEXTAUTH_URL: 'https://warri.example.org/' },
    origin: 'https://warri.example.org',
  },
  {
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    env: { NEXTAUTH_URL: 'https://warri.example.org:8443/app' },
    origin: 'https://warri.example.org:8443',
  },
  { headers: { host: '127.0.0.1:3000' }, env: {}, origin: 'http://127.0.0.1:3000' },
  { headers: { host: 'warri.local', 'x-forwarded-proto': 'https, http' }, env: {}, origin: 'https://warri.local' },
  { headers: { host: 'inside:3000', 'x-forwarded-host': 'warri.local' }, env: {}, origin: 'http://warri.local' },
];

test.each(cases)('$headers with $env → $origin', ({ headers, env, origin }) => {
  expect(linkOrigin(new Headers(headers), env)).toBe(origin);
});

// next.config.js: the start-up check agrees with the app's own rule for the secret, and the
// security headers say what they should (their arrival on real responses is checked end to end).
import { expect, test } from 'vitest';
import nextConfig, { contentSecurityPolicy, securityHeaders, startupProblem } from '@/next.config.js';
import { missingSecretProblem } from '@/lib/auth/secret';
import { strictTransportSecurity } from '@/lib/strict-transport';

const long = 'x'.repeat(40);

test.each([
  [{}],
  [{ DATABASE_URL: 'postgres://db/warri' }],
  [{ DATABASE_URL: 'postgres://db/warri', AUTH_SECRET: long }],
  [{ DATABASE_URL: 'postgres://db/warri', AUTH_SECRET: 'short' }],
  [{ AUTH_SECRET: 'short' }],
  [{ AUTH_SECRET: '' }],
  [{ DATABASE_URL: 'postgres://db/warri', AUTH_SECRET: '' }],
])('at `next start` the check agrees with the app’s rule: %o', (env) => {
  expect(startupProblem(env)).toBe(missingSecretProblem({ ...env, NODE_ENV: 'production' }));
});

test('`next start` on a shared database without AUTH_SECRET stops with the reason; building does not need it', () => {
  const saved = { ...process.env };
  try {
    process.env.DATABASE_URL = 'postgres://db/warri';
    delete process.env.AUTH_SECRET;
    expect(() => nextConfig('phase-production-server')).toThrow(/Warri Open cannot start: AUTH_SECRET is not set/);
    expect(() => nextConfig('phase-production-build')).not.toThrow();
  } finally {
    process.env = saved;
  }
});

test('pages may not be framed, embeds may; no plugins, no foreign scripts, no inline event handlers; eval only in development', () => {
  const page = contentSecurityPolicy({ development: false, frameable: false });
  expect(page).toContain("frame-ancestors 'none'");
  expect(page).toContain("object-src 'none'");
  expect(page).toContain("script-src 'self' 'unsafe-inline'");
  // The inline bootstrap scripts run; an inline event handler never does (no nonces: pages stay cacheable).
  expect(page).toContain("script-src-attr 'none'");
  expect(page).not.toMatch(/nonce-/);
  expect(contentSecurityPolicy({ development: false, frameable: true })).toContain("script-src-attr 'none'");
  expect(page).not.toContain('unsafe-eval');
  expect(contentSecurityPolicy({ development: true, frameable: false })).toContain("'unsafe-eval'");
  expect(contentSecurityPolicy({ development: false, frameable: true })).toContain('frame-ancestors *');

  const [everywhere, embeds] = securityHeaders({ development: false });
  const keys = (rule: typeof everywhere) => rule.headers.map((header) => header.key);
  expect(keys(everywhere)).toEqual(
    expect.arrayContaining([
      'X-Frame-Options',
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]),
  );
  expect(keys(embeds)).not.toContain('X-Frame-Options');
  expect(embeds.source).toBe('/embed/:path*');
});

test('Strict-Transport-Security only for an https NEXTAUTH_URL, decided at run time, never fixed by the build', () => {
  expect(strictTransportSecurity({ NEXTAUTH_URL: 'https://warri.example.org' })).toBe(
    'max-age=63072000; includeSubDomains',
  );
  expect(strictTransportSecurity({ NEXTAUTH_URL: 'http://warri.example.org' })).toBeNull();
  expect(strictTransportSecurity({})).toBeNull();
  const built = securityHeaders({ development: false }).flatMap((rule) =>
    rule.headers.map((header) => header.key.toLowerCase()),
  );
  expect(built).not.toContain('strict-transport-security');
});

import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';

// next-intl finds each request's language and messages in i18n/request.ts.
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * `next start` on a shared PostgreSQL refuses to run without AUTH_SECRET: every instance must sign
 * sessions with the same key. (The embedded database keeps a generated one in its data folder, see
 * lib/auth/secret.ts, which applies the same rule when the app runs; a test keeps the two in step.)
 */
export function startupProblem(env) {
  if (env.AUTH_SECRET && env.AUTH_SECRET.length < 32) {
    return `AUTH_SECRET is too short (${env.AUTH_SECRET.length} characters); use at least 32, e.g. \`openssl rand -base64 32\`.`;
  }
  if (!env.AUTH_SECRET && env.DATABASE_URL) {
    return 'AUTH_SECRET is not set. With DATABASE_URL every app instance must sign sessions with the same secret: set AUTH_SECRET to a long random value (`openssl rand -base64 32`), the same on every instance.';
  }
  return null;
}

/**
 * The content security policy. No nonces: they would make every page render per request, and the
 * public pages must stay cacheable (kept in memory, lib/live/kept-pages.ts). So Next.js's inline
 * bootstrap scripts need 'unsafe-inline' in script-src, which would also let an injected <script>
 * run; React escapes what it renders, so that takes a bug that bypasses it. Inline event handlers
 * (`onclick="…"`, the commonest injected script, which survives many HTML filters) are refused
 * outright by script-src-attr 'none': the app attaches every handler from its bundles. Everything
 * else is locked to this origin: no plugins, no foreign scripts, forms and <base> only here, and
 * no framing except the embeds. (HSTS is sent at run time: lib/strict-transport.ts.)
 */
export function contentSecurityPolicy({ development, frameable }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameable ? '*' : "'none'"}`,
  ].join('; ');
}

/** Headers for every response; `/embed/*` (the bracket for club and news sites) alone may be framed. */
export function securityHeaders({ development }) {
  const common = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  return [
    {
      source: '/:path((?!embed(?:/|$)).*)',
      headers: [
        ...common,
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development, frameable: false }) },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    {
      source: '/embed/:path*',
      headers: [
        ...common,
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development, frameable: true }) },
      ],
    },
  ];
}

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) {
    const problem = startupProblem(process.env);
    if (problem) throw new Error(`Warri Open cannot start: ${problem}`);
  }
  return withNextIntl({
    // The end-to-end tests build into their own folder, so they never clash with a developer's
    // `next dev` or `next build` in `.next`.
    distDir: process.env.WARRI_NEXT_DIST_DIR || '.next',
    // PGlite, pg and argon2 are server-only packages with native or WASM parts: load them
    // from node_modules at run time instead of bundling them.
    serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'nodemailer'],
    poweredByHeader: false,
    // proxy.ts keeps the public pages (lib/live/kept-pages.ts) and must tell a page from its
    // React Server Components answer: by default Next.js hides those request headers from it.
    skipProxyUrlNormalize: true,
    // forbidden(): a signed-in user without the role a page needs gets a 403 (app/_components/site-role.ts).
    experimental: { authInterrupts: true },
    headers: async () => securityHeaders({ development: phase === PHASE_DEVELOPMENT_SERVER }),
  });
}

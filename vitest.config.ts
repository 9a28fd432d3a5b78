import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Three projects, one `npm test`: pure unit tests, database tests (`*.db.test.ts`, on the
// Postgres of TEST_DATABASE_URL or on PGlite) and end-to-end tests (`tests/e2e/`, the built app in
// Chromium). Run one with `npx vitest run --project db`.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    // Sessions in tests are signed with this; the app under e2e test gets its own (tests/e2e/app-server.ts).
    env: { AUTH_SECRET: 'vitest-only-auth-secret-0123456789abcdef' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/**/*.db.test.ts', 'tests/e2e/**', 'tests/chaos/**'],
          // The property tests run hundreds of cases; on a shared machine under load (seen: load
          // average 19 on 2 cores) the 5 s default failed them for time alone.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['tests/**/*.db.test.ts'],
          globalSetup: ['tests/db/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

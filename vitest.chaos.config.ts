import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// The reliability tests (`npm run test:chaos`): the built app killed, its Postgres restarted, two
// instances on one database, malformed input by the thousand. Each file starts its own throwaway
// Postgres cluster and app processes, so the files run one at a time; they are kept out of
// `npm test` because they take minutes, and .ci/run runs them as a step of their own.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    name: 'chaos',
    include: ['tests/chaos/**/*.test.ts'],
    globalSetup: ['tests/chaos/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

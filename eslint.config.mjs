import next from 'eslint-config-next';

const config = [
  { ignores: ['.next/**', '.next-e2e/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'db/migrations/**'] },
  ...next,
];

export default config;

import next from 'eslint-config-next';

export default [
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'db/migrations/**'] },
  ...next,
];

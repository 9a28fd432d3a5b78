import next from 'eslint-config-next';

const config = [
  { ignores: ['.next/**', '.next-e2e/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'db/migrations/**'] },
  ...next,
  {
    files: ['app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // React resets a form after every action it runs, refusals too (see use-form-action.ts).
          // A GET form (a search, a filter) sends its fields to an address and is left alone.
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='get'])) > JSXAttribute[name.name='action']",
          message: 'Spread useFormAction()’s formProps on the form instead of passing action: React resets the form after a refusal and loses what was chosen.',
        },
      ],
    },
  },
  {
    // Reads never write: a page shows what is stored; the sweep (lib/services/reporting/confirm-expired.ts) confirms.
    files: ['app/**/page.tsx', 'app/**/layout.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@/lib/services/reporting/confirm-expired', importNames: ['confirmExpiredReports'], message: 'A page only reads: expired reports are confirmed by the sweep.' }] },
      ],
    },
  },
  {
    // The core is pure: it imports only the core (relative, or @/core/*) and node built-ins, never the
    // layers above it (lib, db, app, scripts), a framework or the database driver. The rule works on
    // resolved paths, so a relative import that climbs out of core/ is caught like an @/lib one, and
    // npm packages (they resolve into node_modules) are refused too: none is used there yet.
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './core',
              from: './',
              except: ['./core'],
              message: 'core/ is the pure bottom layer: it imports only core/ and node built-ins.',
            },
          ],
        },
      ],
    },
  },
];

export default config;

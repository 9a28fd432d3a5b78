import next from 'eslint-config-next';

// An import that climbs three folders or more is a path to another room of the house: name it from
// the root with the @/ alias, so moving a file does not break its neighbours' imports.
const climbing = {
  group: ['../../../*'],
  message: 'Import from the root with @/ instead of climbing three folders or more.',
};

const config = [
  { ignores: ['.next/**', '.next-e2e/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'db/migrations/**'] },
  ...next,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbing] }] },
  },
  {
    files: ['app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // React resets a form after every action it runs, refusals too (see use-form-action.ts).
          // A GET form (a search, a filter) sends its fields to an address and is left alone, and so
          // is a form that posts to a route handler's address (the language menu): no React action runs.
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='get'])) > JSXAttribute[name.name='action']:not([value.type='Literal'])",
          message:
            'Spread useFormAction()’s formProps on the form instead of passing action: React resets the form after a refusal and loses what was chosen.',
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
        {
          paths: [
            {
              name: '@/lib/services/reporting/confirm-expired',
              importNames: ['confirmExpiredReports'],
              message: 'A page only reads: expired reports are confirmed by the sweep.',
            },
          ],
          patterns: [climbing],
        },
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
  {
    // The database layer sits on the core only: tables, queries and migrations never reach up into
    // the services, the HTTP layer, the pages or the scripts (those call it, not the other way round).
    files: ['db/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './db',
              from: ['./lib', './app', './scripts', './tests'],
              message: 'db/ imports only db/, core/ and packages: the layers above call it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services load (db/queries), decide (the pure libraries) and write (db/queries) in one
    // transaction: every SQL statement lives in db/queries, named for the change it makes, so a
    // table's states have one owner. Services take the schema's row types only.
    files: ['lib/services/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/db/schema',
              allowTypeImports: true,
              message: 'Services take row types only (import type): reads and writes go through db/queries.',
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Services write no SQL: put the statement in db/queries/<table>.ts, named for the change it makes.',
            },
            {
              group: ['**/db/schema'],
              allowTypeImports: true,
              message: 'Services take row types only (import type): reads and writes go through db/queries.',
            },
          ],
        },
      ],
    },
  },
];

export default config;

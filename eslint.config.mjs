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
          selector: "JSXOpeningElement[name.name='form'] > JSXAttribute[name.name='action']",
          message: 'Spread useFormAction()’s formProps on the form instead of passing action: React resets the form after a refusal and loses what was chosen.',
        },
      ],
    },
  },
];

export default config;

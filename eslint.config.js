// ESLint (flat config): TypeScript (type-aware where it pays), React hooks, accessibility, and the
// architecture stated as import rules. Formatting is Prettier's job (eslint-config-prettier turns off
// the rules it would fight). `npm run lint` runs both in check mode; `npm test` runs it first.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = 'host|remote-skills|remote-projects|remote-contact|remote-writing';

/** The parts of the tree the architecture rules talk about (paths from the repository root). */
const elements = [
  { type: 'shared', pattern: 'shared/**', partialMatch: false },
  // A feature: src/features/<name>/ of one app.
  { type: 'feature', pattern: `(${APPS})/src/features/*/**`, partialMatch: false, capture: ['app', 'feature'] },
  // A remote's public surface: the modules it exposes.
  { type: 'exposed', pattern: `(${APPS})/src/exposed/**`, partialMatch: false, capture: ['app'] },
  // Code an app's features have in common (bulletproof-react's shared layer, inside one app).
  {
    type: 'common',
    pattern: `(${APPS})/src/(components|content|hooks|lib|types|utils)/**`,
    partialMatch: false,
    capture: ['app'],
  },
  // Build and server tooling runs in Node from the repository and may use shared/build directly
  // (it is not part of the @portfolio/shared package the apps' code imports).
  {
    type: 'tooling',
    pattern: [`(${APPS})/build/**`, `(${APPS})/server/**`],
    partialMatch: false,
    capture: ['app'],
  },

  // Everything else in an app: its app layer (routing, entry points), build and server code.
  { type: 'app', pattern: `(${APPS})/**`, partialMatch: false, capture: ['app'] },
  // What serves the built apps (npm start, nginx, the composition rules): above the apps, below the tools.
  { type: 'delivery', pattern: 'delivery/**', partialMatch: false },
  // The developer's tools about the product (bench, chaos, audit, test rigs) and the e2e suite.
  { type: 'tool', pattern: ['scripts/**', 'e2e/**'], partialMatch: false },
];

const architecture = {
  files: ['**/*.{ts,tsx,mjs,js}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': ['shared/**', 'host/**', 'remote-*/**', 'delivery/**', 'scripts/**', 'e2e/**'],
    'boundaries/legacy-templates': false,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { type: ['feature', 'exposed', 'common', 'app', 'tooling'] } } },
            message: 'shared/ imports no app: it is what the apps build on.',
          },
          {
            from: { element: { type: ['shared', 'feature', 'exposed', 'common', 'app', 'tooling'] } },
            disallow: { to: { element: { type: ['delivery', 'tool'] } } },
            message: 'The apps do not import what serves them (delivery/) or the tools (scripts/, e2e/).',
          },
          {
            from: { element: { type: 'delivery' } },
            disallow: { to: { element: { type: 'tool' } } },
            message: 'delivery/ imports no tool: the tools import delivery/ to start what they measure.',
          },
          {
            from: { element: { type: ['feature', 'exposed', 'common', 'app'] } },
            disallow: { to: { element: { type: 'shared' } } },
            message: 'An app reaches shared/ only through its package, @portfolio/shared.',
          },
          {
            from: { element: { type: ['feature', 'exposed', 'common', 'app', 'tooling'] } },
            disallow: { to: { element: { captured: { app: '!{{ from.captured.app }}' } } } },
            message:
              'An app does not import another app: remotes are reached over federation, their exposed/ folder is their public surface.',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: {
                element: {
                  type: 'feature',
                  captured: { app: '{{ from.captured.app }}', feature: '!{{ from.captured.feature }}' },
                },
              },
            },
            message: 'A feature does not import another feature: compose them in the app layer.',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: ['app', 'exposed'] } } },
            message: 'Imports go one way (shared -> features -> app): a feature does not import the app layer.',
          },
          {
            from: { element: { type: 'common' } },
            disallow: { to: { element: { type: ['feature', 'app', 'exposed'] } } },
            message: "Imports go one way: an app's common code does not import its features or its app layer.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-single/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.mts',
      '**/src/lib/messages/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Type-aware checks that catch real bugs: promises nobody awaits or handles, awaiting non-promises.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  architecture,
  {
    // An app's Vite config is tooling like its build/ folder (run by Node from the repository), but the
    // plugin's element patterns match folders, so its file gets the same rules here: everything but
    // the package-only rule for shared/.
    files: ['*/vite.config.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: architecture.rules['boundaries/dependencies'][1].policies.filter(
            (policy) => !policy.message.startsWith('An app reaches shared/'),
          ),
        },
      ],
    },
  },
  {
    // The servers' end-to-end tests sit beside them (delivery/**/*.test.ts) and start them with the
    // tools' test rigs: every rule but delivery's ban on importing a tool.
    files: ['delivery/**/*.test.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: architecture.rules['boundaries/dependencies'][1].policies.filter(
            (policy) => !policy.message.startsWith('delivery/ imports no tool'),
          ),
        },
      ],
    },
  },
  prettier,
);

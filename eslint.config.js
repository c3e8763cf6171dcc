import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from './scripts/eslint/boundaries.js';
import layers from './scripts/eslint/layers.js';
import refusals from './scripts/eslint/refusals.js';

/** The server's shape, kept by no-restricted-syntax (docs/ARCHITECTURE.md). */
const serverShapes = [
  {
    // Every endpoint is a contract in @hgn/domain, registered with route(app, contract, handler).
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/]",
    message: 'Routes are registered only through their contracts: route(app, contract, handler).',
  },
  {
    // A service names its parts, so a route's `service.move` can be followed to `move`.
    selector: 'ObjectExpression > SpreadElement > CallExpression[callee.name=/^create/]',
    message: "Name the part (`tree: createTaskTreeService(...)`) instead of spreading a factory's result.",
  },
  {
    selector: 'ObjectExpression > SpreadElement > AwaitExpression > CallExpression[callee.name=/^create/]',
    message: "Name the part instead of spreading a factory's result.",
  },
  {
    selector: 'ObjectExpression > SpreadElement > CallExpression[callee.property.name=/^create/]',
    message: "Name the part instead of spreading a factory's result.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.cache/**',
      'apps/server/drizzle/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'scripts/eslint/*.js',
            'scripts/eslint/*.mjs',
            'apps/server/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { boundaries },
    rules: {
      'boundaries/imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins, hooks and handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/floors': 'error' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { refusals },
    rules: { 'refusals/no-status-decisions': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/platform/http/route.ts'],
    rules: { 'no-restricted-syntax': ['error', ...serverShapes] },
  },
  {
    files: ['apps/server/src/services.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...serverShapes,
        {
          // Each service is built after the ones it uses and handed them, not a function to call later.
          selector:
            'CallExpression > ArrowFunctionExpression[params.length=0][body.type="Identifier"].arguments',
          message: 'Build the service this one uses first and hand it over: no `() => service`.',
        },
        {
          selector:
            'CallExpression > ObjectExpression.arguments > Property > ArrowFunctionExpression[params.length=0][body.type="Identifier"].value',
          message: 'Build the service this one uses first and hand it over: no `() => service`.',
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage', 'Buffer'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);

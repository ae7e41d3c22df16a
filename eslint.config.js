import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.output/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // SQL is written with the sql tag (apps/server/src/db/sql.ts), which numbers its parameters: nobody writes $1.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', '**/test-support.ts', '**/fixtures.ts', 'apps/server/src/db/sql.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/[\\s(,=]\\$\\d/], TemplateElement[value.raw=/[\\s(,=]\\$\\d/]',
          message: 'Write SQL with the sql tag (db/sql.ts): it numbers the parameters.',
        },
      ],
    },
  },
  {
    // Schemas in the browser are made with the configured z (packages/domain/src/zod.ts: no eval under the CSP).
    files: ['packages/domain/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/domain/src/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '@symptoms/domain/zod' (in the domain: its ./zod).", allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
);

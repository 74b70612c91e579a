import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { functionsLayers, webLayers } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['functions/lib/**', 'web/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'emulators/data/**', '.firebase/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A focused test silently skips the rest of the suite: never allowed in the repo.
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: 'Focused tests skip the rest of the suite.' },
        { object: 'it', property: 'only', message: 'Focused tests skip the rest of the suite.' },
        { object: 'test', property: 'only', message: 'Focused tests skip the rest of the suite.' },
      ],
    },
  },
  ...functionsLayers,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webLayers,
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { functionsLayers, webLayers } from './eslint.layers.js';

const NO_FOCUSED_TESTS = ['describe', 'it', 'test'].map((object) => ({ object, property: 'only', message: 'Focused tests skip the rest of the suite.' }));

// The web's component tests share one module graph per worker (web/vitest.shared.ts): a mock
// would reach the files after it, or miss a module already imported. Those tests are *.isolated.test.*.
const NEEDS_ITS_OWN_MODULES = ['mock', 'doMock', 'resetModules'].map((property) => ({
  object: 'vi',
  property,
  message: 'Mocking modules needs a fresh module graph: name the file *.isolated.test.ts(x).',
}));

export default tseslint.config(
  { ignores: ['functions/lib/**', 'web/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'emulators/data/**', '.firebase/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A focused test silently skips the rest of the suite: never allowed in the repo.
      'no-restricted-properties': ['error', ...NO_FOCUSED_TESTS],
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
  {
    files: ['web/**/*.test.{ts,tsx}'],
    ignores: ['web/**/*.isolated.test.{ts,tsx}'],
    rules: { 'no-restricted-properties': ['error', ...NO_FOCUSED_TESTS, ...NEEDS_ITS_OWN_MODULES] },
  },
);

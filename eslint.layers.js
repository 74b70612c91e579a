// The import directions of the code, enforced by `npm run lint` (see README, "How it fits
// together"). The API: routes → domain → store, every layer may use contract; domain and store
// never import http/; store never imports domain. Contract depends on zod only.

const layer = (name) => ({ group: [`**/${name}/**`, `../${name}/*`, `./${name}/*`], message: `This layer never imports ${name}/ (see eslint.layers.js).` });

// Tests sit beside the code they test and may reach for test fixtures: the rules are the code's.
const TESTS = ['**/*.test.ts'];

export const functionsLayers = [
  {
    ignores: TESTS,
    files: ['functions/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '!../contract'], message: 'The contract depends on zod only.' }, { group: ['firebase-admin', 'firebase-admin/*', 'express', 'firebase-functions', 'firebase-functions/*'], message: 'The contract depends on zod only.' }] }],
    },
  },
  {
    ignores: TESTS,
    files: ['functions/src/store/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('http'), layer('domain'), layer('routes'), layer('uploads')] }] },
  },
  {
    ignores: TESTS,
    files: ['functions/src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('http'), layer('routes'), layer('uploads')] }] },
  },
  {
    ignores: TESTS,
    files: ['functions/src/http/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('routes'), layer('store'), layer('uploads')] }] },
  },
  {
    ignores: TESTS,
    files: ['functions/src/routes/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('store')] }] },
  },
];

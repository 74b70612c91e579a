import { readdirSync } from 'node:fs';

// The import directions of the code, enforced by `npm run lint` (see docs/architecture.md, "Imports
// point one way"). The API: routes → domain → store, every layer may use contract; domain and store
// never import http/; store never imports domain. Contract depends on zod only.

const layer = (name) => ({ group: [`**/${name}/**`, `../${name}/*`, `./${name}/*`], message: `This layer never imports ${name}/ (see eslint.layers.js).` });

// Tests sit beside the code they test and may reach for test fixtures: the rules are the code's.
const TESTS = ['**/*.test.ts'];

export const functionsLayers = [
  ...[
    // The contract's own files, and its calls one folder down (`operations/`), which import it.
    ['functions/src/contract/*.ts', ['../*', '!../contract']],
    ['functions/src/contract/operations/*.ts', ['../../*', '!../../contract']],
  ].map(([files, outside]) => ({
    ignores: TESTS,
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: outside, message: 'The contract depends on zod only.' }, { group: ['firebase-admin', 'firebase-admin/*', 'express', 'firebase-functions', 'firebase-functions/*'], message: 'The contract depends on zod only.' }] }],
    },
  })),
  {
    ignores: TESTS,
    files: ['functions/src/openapi/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('http'), layer('domain'), layer('store'), layer('routes'), layer('uploads')] }] },
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

// The web app: app → features → components, lib and config, never the other way. A feature uses
// another feature only through its public entry (`@/features/<name>`, its index.ts), never its
// files, so each feature may rearrange its inside freely. Relative paths that climb into another
// layer or feature count too, and so do dynamic import()s (lazy screens).
const WEB = 'web/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An import source, matched as a regular expression; its message says what to do instead. */
const source = (regex, message) => ({ regex, message });
const intoApp = source('^(@/|(\\.\\./)+)app(/|$)', 'Nothing imports app/: it composes the features, never the other way (see eslint.layers.js).');
const intoFeatures = source('^(@/|(\\.\\./)+)features(/|$)', 'components/, lib/ and config/ never import a feature (see eslint.layers.js).');
// A feature's second entry, `@/features/<name>/shell`, holds what the page's still shell
// (app/shell, run before the app's code) draws with: plain functions, no React.
const featureInside = source('^@/features/[^/]+/(?!shell$)', "Use the feature's public entry, '@/features/<name>' (its index.ts), or its shell entry ('@/features/<name>/shell'), not its files (see eslint.layers.js).");
const relativeIntoFeatures = source('^(\\.\\./)+features(/|$)', "Use the feature's public entry, '@/features/<name>' (see eslint.layers.js).");
const otherFeature = (own) =>
  source(
    `^(@/features/(?!${own}/)[^/]+/|(\\.\\./)+(features/)?(${webFeatures.filter((name) => name !== own).join('|')})(/|$))`,
    "A feature uses another feature only through its public entry, '@/features/<name>' (see eslint.layers.js).",
  );

/** The same sources, refused in dynamic import() too (no-restricted-imports sees only static ones). */
const dynamicImports = (sources) =>
  sources.map(({ regex, message }) => ({
    // esquery's regular expressions cannot hold a slash: \x2F stands for it.
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
    message,
  }));

const webLayer = (files, sources) => ({
  files,
  // Tests and their helpers may reach for fixtures anywhere: the rules are the code's.
  ignores: ['**/*.test.{ts,tsx}', `${WEB}/testing/**`, `${WEB}/features/*/testing/**`],
  rules: {
    'no-restricted-imports': ['error', { patterns: sources }],
    'no-restricted-syntax': ['error', ...dynamicImports(sources)],
  },
});

export const webLayers = [
  webLayer([`${WEB}/main.tsx`, `${WEB}/app/**/*.{ts,tsx}`], [featureInside, relativeIntoFeatures]),
  ...webFeatures.map((name) => webLayer([`${WEB}/features/${name}/**/*.{ts,tsx}`], [intoApp, otherFeature(name)])),
  webLayer([`${WEB}/components/**/*.{ts,tsx}`, `${WEB}/lib/**/*.{ts,tsx}`, `${WEB}/config/**/*.{ts,tsx}`], [intoApp, intoFeatures]),
];

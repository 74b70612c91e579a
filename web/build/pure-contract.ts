import type { Plugin } from 'vite';

const CONTRACT = /[\\/]functions[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/;
// A zod call that starts an expression: `z.object(`, `z.string(`… (not `x.z.y(`).
const SCHEMA_CALL = /(?<![\w$.])z\.(?=[A-Za-z_$][\w$]*\s*\()/g;

/**
 * Marks every zod call in the API contract as pure, so a schema the web app does not use is
 * dropped together with zod. Without it, importing one plain helper of a contract module (such as
 * `machineType` from category.ts) keeps that module's schemas, and with them all of zod, in
 * the chunk: on the home page, the first page's JavaScript. Building a zod schema has no side
 * effects; a schema that is used is kept as it is. Every contract module is also marked free of
 * side effects. (Rolldown's `manualPureFunctions` takes
 * only plain names such as `z`, which would also match minified libraries' own functions.)
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'pure-contract-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      // No contract module does anything when it loads: a chunk that only needs a constant of it
      // (a page size, a thumbnail's address) must not keep a bare import of it, which would
      // fetch the module's chunk, and zod with it, before the screen can show.
      return { code: code.includes('z.') ? code.replace(SCHEMA_CALL, '/* @__PURE__ */ z.') : code, map: null, moduleSideEffects: false };
    },
  };
}

import type { Plugin } from 'vite';

const CONTRACT = /[\\/]functions[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/;
// A zod call that starts an expression: `z.object(`, `z.string(`… (not `x.z.y(`).
const SCHEMA_CALL = /(?<![\w$.])z\.(?=[A-Za-z_$][\w$]*\s*\()/g;

/**
 * Marks every zod call in the API contract as pure, so a schema the web app does not use is
 * dropped together with zod. Without it, importing one plain helper of a contract module (such as
 * `machineType` from category.ts) keeps that module's schemas, and with them all of zod, in
 * the chunk: on the home page, the first page's JavaScript. Building a zod schema has no side
 * effects; a schema that is used is kept as it is. (Rolldown's `manualPureFunctions` takes
 * only plain names such as `z`, which would also match minified libraries' own functions.)
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'pure-contract-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id) || !code.includes('z.')) return null;
      return { code: code.replace(SCHEMA_CALL, '/* @__PURE__ */ z.'), map: null };
    },
  };
}

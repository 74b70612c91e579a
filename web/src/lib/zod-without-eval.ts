// zod builds a faster parser for object schemas with `new Function`, after probing whether the
// page may. The site's Content-Security-Policy forbids that (no 'unsafe-eval'): the probe fails
// safely, but the browser reports it as a violation. The forms' schemas are small, so zod parses
// without compiling (its `jitless` option), set before any schema exists: this runs first, and
// zod only arrives with later chunks.
//
// zod keeps its configuration in one object on globalThis, shared by every copy of it, which it
// creates only if missing. Filling that object here, rather than calling `config` from
// 'zod/v4/core', keeps zod's core out of the first page (about 4 KB gzip). A zod that stopped
// reading it would probe again, and the browser journeys, which fail on any violation, would say so.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const shared = globalThis as ZodGlobal;
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });

/*
 * The server's Content-Security-Policy allows no eval (script-src 'self'). zod builds its fast object
 * parsers with `new Function` and, to find out whether it may, tries one when the first object schema is
 * created: the browser blocks it and reports a CSP violation on every page load. Parsing without eval is
 * what the browser ends up doing anyway. main.tsx imports this first, before any schema exists.
 *
 * zod keeps its settings (`z.config()`) in one object on globalThis, shared by every copy of zod and
 * created by the first one loaded. The setting is written there directly rather than through
 * `config()`: importing zod's core here would bring its helpers, which every schema needs, into the
 * entry chunk. zodWithoutEval.test.ts checks that zod reads it.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

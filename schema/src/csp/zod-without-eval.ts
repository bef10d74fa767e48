/**
 * Zod compiles object schemas with `new Function` where a page allows it, and probes for that
 * first. The pages' Content-Security-Policy allows no eval, so the compile could never run, and
 * the browser reports even the failed probe as a violation. Zod takes its settings from this
 * global when it loads (its `z.config`): the browser's entry imports this module first, so
 * `jitless` is set before any chunk of the page loads zod, and zod stays out of the page's first
 * download. zod-without-eval.test.ts checks that zod still reads it.
 */
export const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';

const scope = globalThis as Record<string, unknown>;
scope[ZOD_GLOBAL_CONFIG] = { ...(scope[ZOD_GLOBAL_CONFIG] as object | undefined), jitless: true };

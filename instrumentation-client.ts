// Runs in the browser before the application hydrates (Next.js's client instrumentation hook).
// zod probes whether it may compile parsers with `new Function` on the first parse of a form; the
// Content-Security-Policy (no 'unsafe-eval', lib/server/security-headers.ts) refuses it, and although
// zod catches the refusal, the browser reports a violation. Jitless parsing skips the probe. zod reads
// this global configuration object, so no zod code has to load here for it.
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
// The same object zod keeps (it takes a reference when it loads), whichever of the two comes first.
const config = ((globalThis as ZodGlobal).__zod_globalConfig ??= {});
config.jitless = true;

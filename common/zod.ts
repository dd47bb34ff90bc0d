import { z } from "zod";

/**
 * Zod as every schema of this project uses it. Jitless: Zod's compiled fast path for objects
 * first probes whether `new Function` is allowed, and under our Content-Security-Policy (no
 * 'unsafe-eval') that probe makes the browser report a violation even though Zod catches it.
 * The interpreted path gives the same answers; the inputs it checks are small forms.
 * Set here, before any schema is built, since Zod decides when an object schema is created.
 */
z.config({ jitless: true });

export { z };

import { z } from "zod";

// Zod compiles object parsers with `new Function` unless told not to, and under the site's CSP
// (no 'unsafe-eval') even its feature probe is reported as a violation: every form schema
// module imports this one first, so the setting is in place before any schema exists.
z.config({ jitless: true });

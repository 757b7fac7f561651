import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to. Its probe alone counts as
// an eval against the pages' CSP (no 'unsafe-eval', decision 0017), so every schema the browser
// parses comes from here, with the compiler off.
z.config({ jitless: true });

export { z };

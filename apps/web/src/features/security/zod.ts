import { z } from 'zod/mini';

// The browser's schemas use zod's functional API (zod/mini): the classic one carries every
// method of every schema, its JSON-schema emitter included (about 100 KiB gzip), into each page
// with a form. Zod's core compiles object parsers with `new Function` unless told not to, and
// its probe alone counts as an eval against the pages' CSP (no 'unsafe-eval', decision 0017), so
// every schema the browser parses comes from here, with the compiler off.
z.config({ jitless: true });

export { z };

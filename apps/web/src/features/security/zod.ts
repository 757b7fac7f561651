import {
  boolean,
  config,
  custom,
  minLength,
  NEVER,
  nullable,
  number,
  object,
  pipe,
  refine,
  string,
  superRefine,
  transform,
  union,
} from 'zod/mini';

// Zod compiles object parsers with `new Function` unless told not to. Its probe alone counts as
// an eval against the pages' CSP (no 'unsafe-eval', decision 0017), so every schema the browser
// parses comes from here, with the compiler off.
config({ jitless: true });

/**
 * The browser's zod: the functions of zod/mini our form schemas use, and nothing else. Classic
 * zod's schemas carry every method (its JSON-schema emitter included), and zod/mini's `z`
 * namespace every locale: either put about 100 KiB gzip on each page with a form.
 */
export const z = {
  boolean,
  custom,
  minLength,
  NEVER,
  nullable,
  number,
  object,
  pipe,
  refine,
  string,
  superRefine,
  transform,
  union,
};

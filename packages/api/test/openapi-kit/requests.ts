import fc from 'fast-check';
import type { OpenApiDoc, Parameter, Schema } from './document';
import { describedChoices, mutated, noHints, schemaArbitrary, type Hints } from './values';

/** The parts of a generated request: path segments, query strings, bodies, content types. */

/** Path segments that have broken routers before: encodings, dots, huge and signed numbers. */
const NASTY_SEGMENTS = [
  '%',
  '%zz',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%00',
  '%20',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1f',
  '2147483648',
  '99999999999999999999999',
  '%C3%A4',
  '%F0%9F%92%8D',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

/** A path segment: a hint, a nasty raw segment, or an arbitrary (encoded) string. */
export function segmentArbitrary(hint?: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const encoded = (a: fc.Arbitrary<unknown>) => a.map((v) => encodeURIComponent(String(v)));
  return fc.oneof(
    ...(hint ? [{ weight: 4, arbitrary: encoded(hint) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
    { weight: 1, arbitrary: encoded(fc.string({ minLength: 1, maxLength: 30 })) },
    { weight: 1, arbitrary: encoded(fc.string({ unit: 'binary', minLength: 1, maxLength: 10 })) },
    { weight: 1, arbitrary: encoded(fc.integer({ min: -5, max: 3_000_000_000 })) },
    { weight: 1, arbitrary: encoded(fc.uuid()) },
  );
}

/** A query string for the declared parameters (each maybe absent, repeated) plus stray keys. */
export function queryArbitrary(
  doc: OpenApiDoc,
  params: Parameter[],
  hints: Hints = noHints,
): fc.Arbitrary<[string, string][]> {
  const value = (p: Parameter): fc.Arbitrary<string> => {
    const hint = hints(p.name);
    const choices = [
      ...describedChoices(p.description),
      ...describedChoices(p.schema?.description),
    ];
    return fc.oneof(
      ...(hint ? [{ weight: 4, arbitrary: hint.map(String) }] : []),
      ...(choices.length ? [{ weight: 3, arbitrary: fc.constantFrom(...choices) }] : []),
      { weight: 2, arbitrary: schemaArbitrary(doc, p.schema ?? {}, hints).map(queryText) },
      { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 10 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '',
          'none',
          'null',
          '-1',
          '0',
          '1e999',
          'true,false',
          ',,',
          'a\u0000b',
        ),
      },
    );
  };
  const perParam = params.map((p) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant([] as [string, string][]) },
      { weight: 3, arbitrary: value(p).map((v): [string, string][] => [[p.name, v]]) },
      {
        weight: 1,
        arbitrary: fc
          .array(value(p), { minLength: 2, maxLength: 3 })
          .map((vs) => vs.map((v): [string, string] => [p.name, v])),
      },
    ),
  );
  const stray = fc.array(
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 12 })),
    { maxLength: 2 },
  );
  const messy = fc
    .tuple(fc.tuple(...perParam), stray)
    .map(([parts, extra]) => [...parts.flat(), ...extra]);
  // A few parameters, each a hint or a declared choice: the handler runs past validation.
  const likely = (p: Parameter): fc.Arbitrary<string> | null => {
    const hint = hints(p.name);
    const choices = [
      ...describedChoices(p.description),
      ...describedChoices(p.schema?.description),
      ...((p.schema?.enum as unknown[] | undefined) ?? []).map(String),
    ];
    if (hint) return hint.map(String);
    return choices.length ? fc.constantFrom(...choices) : null;
  };
  const clean = fc
    .tuple(
      ...params.map((p) => {
        const value = likely(p);
        return value
          ? fc.option(
              value.map((v): [string, string] => [p.name, v]),
              { freq: 2 },
            )
          : fc.constant(null);
      }),
    )
    .map((parts) => parts.filter((part): part is [string, string] => part !== null));
  return fc.oneof(messy, clean);
}

function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A JSON request body: shaped (sometimes broken), arbitrary JSON, malformed text or empty. */
export function jsonBodyArbitrary(
  doc: OpenApiDoc,
  schema: Schema | null,
  hints: Hints = noHints,
  /** How often (of 12) the body is shaped: less for handlers that hash passwords. */
  shapedWeight = 8,
): fc.Arbitrary<string> {
  const shaped = schema ? mutated(schemaArbitrary(doc, schema, hints)) : fc.jsonValue();
  return fc.oneof(
    {
      weight: schema ? shapedWeight : 1,
      arbitrary: shaped.map((v) => JSON.stringify(v) ?? 'null'),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '1e999',
        '-0',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        `${'['.repeat(2000)}${']'.repeat(2000)}`,
        '{"a":"\\ud800"}',
        '\ufeff{}',
      ),
    },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/merge-patch+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

export function contentTypeArbitrary(): fc.Arbitrary<string | null> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

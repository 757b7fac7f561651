import fc from 'fast-check';

/**
 * The route table as the OpenAPI document describes it, shared by the generated suites
 * (openapi-fuzz.test.ts, authz-matrix.test.ts): the operations, fast-check arbitraries derived
 * from their declared schemas, a small JSON-schema check of answers, and the error shapes.
 */

export type Schema = { [key: string]: unknown };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Op {
  /** Upper case, as sent. */
  method: string;
  /** The document's path template, e.g. /api/v1/inventory/{id}/history/. */
  path: string;
  /** "METHOD path": a stable name for reports and rule tables. */
  key: string;
  operation: Operation;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

/** Every operation of the document, in document order. */
export function operations(doc: OpenApiDoc): Op[] {
  const out: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      out.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        operation,
      });
    }
  }
  return out;
}

/** The security scheme names an operation declares (empty: public). */
export function securitySchemes(op: Op): string[] {
  return (op.operation.security ?? []).flatMap((s) => Object.keys(s));
}

export function pathParams(op: Op): Parameter[] {
  return (op.operation.parameters ?? []).filter((p) => p.in === 'path');
}

export function queryParams(op: Op): Parameter[] {
  return (op.operation.parameters ?? []).filter((p) => p.in === 'query');
}

/** The declared body media type and schema, if any. */
export function requestBody(op: Op): { type: string; schema: Schema } | null {
  const content = op.operation.requestBody?.content;
  if (!content) return null;
  const [type, media] = Object.entries(content)[0] ?? [];
  return type ? { type, schema: media?.schema ?? {} } : null;
}

export function resolve(doc: OpenApiDoc, schema: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 20 && typeof current.$ref === 'string'; i++) {
    const name = (current.$ref as string).replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolved $ref ${String(current.$ref)}`);
    current = target;
  }
  return current;
}

/** Values worth trying for a property or parameter name (fixture ids, known choices). */
export type Hints = (name: string) => fc.Arbitrary<unknown> | undefined;

const noHints: Hints = () => undefined;

/** "a | b | c" or "Comma-separated: a, b" in a description: the choices it names. */
export function describedChoices(description: unknown): string[] {
  if (typeof description !== 'string') return [];
  const piped = /^([\w.-]+(?: \| [\w.-]+)+)/.exec(description);
  if (piped?.[1]) return piped[1].split(' | ');
  const listed = /^Comma-separated: ([\w, ]+)$/.exec(description);
  if (listed?.[1]) return listed[1].split(/,\s*/);
  return [];
}

function safeRegex(pattern: string): RegExp | null {
  // zod-to-openapi writes a regex with flags as "source/flags"; keep the source.
  const source = pattern.replace(/\/[a-z]+$/, '');
  for (const flags of ['u', '']) {
    try {
      return new RegExp(source, flags);
    } catch {
      // next
    }
  }
  return null;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 40);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (typeof schema.pattern === 'string') {
    const regex = safeRegex(schema.pattern);
    if (regex) {
      try {
        return fc
          .stringMatching(regex)
          .filter((s) => s.length >= min && s.length <= Math.max(max, min));
      } catch {
        // fast-check cannot build this pattern: plain strings below
      }
    }
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.max(max, min) }) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: Math.max(max, min) }),
    },
  );
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
        : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  if (integer) {
    return fc.oneof(
      fc.integer({ min: min ?? -1000, max: max ?? 100_000 }),
      fc.integer({
        min: Math.max(min ?? -2_147_483_648, -2_147_483_648),
        max: max ?? 2_147_483_647,
      }),
    );
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values shaped like `schema` (refs resolved, enums and formats honoured, strings kept short),
 * with `hints(name)` mixed in for object properties so that ids and choices of the fixture
 * come up and validation passes often enough for the handler to run.
 */
export function schemaArbitrary(
  doc: OpenApiDoc,
  input: Schema,
  hints: Hints = noHints,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(doc, input);
  if (depth > 6) return fc.constant(null);
  const recurse = (s: Schema) => schemaArbitrary(doc, s, hints, depth + 1);

  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((s) => resolve(doc, s));
    if (parts.length === 1 && parts[0]) return recurse(parts[0]);
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of parts) {
      Object.assign(merged.properties as Schema, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[]) ?? []));
    }
    return recurse(merged);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) return fc.oneof(...(schema[key] as Schema[]).map(recurse));
  }
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);

  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length > 1) {
    return fc.oneof(
      ...types.map((type) => (type === 'null' ? fc.constant(null) : recurse({ ...schema, type }))),
    );
  }
  const choices = describedChoices(schema.description);
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      if (schema.format === 'binary') return fc.uint8Array({ maxLength: 64 });
      return choices.length
        ? fc.oneof(fc.constantFrom(...choices), stringArbitrary(schema))
        : stringArbitrary(schema);
    case 'array': {
      const items = schema.items ? recurse(schema.items as Schema) : fc.jsonValue({ maxDepth: 1 });
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4);
      return fc.array(items, { minLength: Math.min(min, max), maxLength: Math.max(max, min) });
    }
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const names = Object.keys(properties);
      const additional = schema.additionalProperties;
      if (names.length === 0) {
        if (additional && typeof additional === 'object' && Object.keys(additional).length > 0)
          return fc.dictionary(fc.string({ maxLength: 12 }), recurse(additional as Schema), {
            maxKeys: 4,
          });
        return types[0] === 'object'
          ? fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
              maxKeys: 4,
            })
          : fc.jsonValue({ maxDepth: 3 });
      }
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const name of names) {
        const shaped = recurse(properties[name] as Schema);
        const hint = hints(name);
        model[name] = hint
          ? fc.oneof({ weight: 1, arbitrary: shaped }, { weight: 2, arbitrary: hint })
          : shaped;
      }
      return fc.record(model, { requiredKeys: names.filter((n) => required.has(n)) });
    }
  }
}

/** A shaped value, sometimes broken: a key dropped, or a value replaced by arbitrary JSON. */
export function mutated(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      shaped,
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.record({ drop: fc.nat() }) },
        {
          weight: 1,
          arbitrary: fc.record({ replace: fc.nat(), value: fc.jsonValue({ maxDepth: 2 }) }),
        },
      ),
    )
    .map(([value, mutation]) => {
      if (!mutation || value === null || typeof value !== 'object' || Array.isArray(value))
        return value;
      const copy = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (keys.length === 0) return copy;
      if ('drop' in mutation) delete copy[keys[mutation.drop % keys.length] as string];
      else copy[keys[mutation.replace % keys.length] as string] = mutation.value;
      return copy;
    });
}

/** Path segments that have broken routers before: encodings, dots, huge and signed numbers. */
export const NASTY_SEGMENTS = [
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

export const CONTENT_TYPES = [
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

// ---- Answers ----

/**
 * What is wrong with a 4xx answer's body, or null when it has the documented shape: DRF's
 * `{"detail": string}` (with `code` or the inventory actions' `refused` list alongside) or field
 * errors `{field: [string, ...]}` under /api/v1; Storyblok's `{"error": string}` under
 * /api/cms/v2 (packages/api/src/errors.ts, routes/cms.ts).
 */
export function errorShapeProblem(url: string, contentType: string, text: string): string | null {
  if (!/^application\/json/i.test(contentType)) return `content-type ${contentType || '(none)'}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'not an object';
  const entries = Object.entries(body as Record<string, unknown>);
  if (new URL(url, 'http://localhost').pathname.startsWith('/api/cms/v2/')) {
    const [first] = entries;
    return entries.length === 1 && first?.[0] === 'error' && typeof first[1] === 'string'
      ? null
      : "not Storyblok's {error}";
  }
  if ('detail' in (body as object)) {
    const b = body as Record<string, unknown>;
    if (typeof b.detail !== 'string' || b.detail === '') return 'detail is not a text';
    for (const [key, value] of entries) {
      if (key === 'detail') continue;
      if (key === 'code' && typeof value === 'string' && value !== '') continue;
      if (key === 'refused' && Array.isArray(value) && value.length > 0) continue;
      return `unexpected key ${key} beside detail`;
    }
    return null;
  }
  if (entries.length === 0) return 'empty object';
  for (const [key, value] of entries) {
    if (key === '') return 'empty field name';
    if (!Array.isArray(value) || value.length === 0) return `${key}: not a list of messages`;
    if (!value.every((m) => typeof m === 'string' && m !== ''))
      return `${key}: a message is not a text`;
  }
  return null;
}

/**
 * A small JSON-schema check (the keywords the document uses): the problems of `value`
 * against `schema`, at most a few, each with its path.
 */
export function schemaProblems(doc: OpenApiDoc, input: Schema, value: unknown, at = '$'): string[] {
  const schema = resolve(doc, input);
  if (Array.isArray(schema.allOf))
    return (schema.allOf as Schema[]).flatMap((s) => schemaProblems(doc, s, value, at));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) {
      const options = schema[key] as Schema[];
      return options.some((s) => schemaProblems(doc, s, value, at).length === 0)
        ? []
        : [`${at}: matches none of ${key}`];
    }
  }
  if (Array.isArray(schema.enum))
    return (schema.enum as unknown[]).includes(value) ? [] : [`${at}: not one of the enum`];
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length > 0 && !types.some((t) => hasType(value, t)))
    return [`${at}: ${JSON.stringify(value)?.slice(0, 60)} is not ${types.join('|')}`];
  if (Array.isArray(value) && schema.items)
    return value
      .flatMap((v, i) => schemaProblems(doc, schema.items as Schema, v, `${at}[${i}]`))
      .slice(0, 5);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const problems: string[] = [];
    for (const name of (schema.required as string[] | undefined) ?? [])
      if (!(name in record)) problems.push(`${at}.${name}: missing`);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [name, v] of Object.entries(record)) {
      const sub = properties[name];
      if (sub) problems.push(...schemaProblems(doc, sub, v, `${at}.${name}`));
      else if (schema.additionalProperties === false) problems.push(`${at}.${name}: not declared`);
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
        problems.push(
          ...schemaProblems(doc, schema.additionalProperties as Schema, v, `${at}.${name}`),
        );
    }
    return problems.slice(0, 5);
  }
  return [];
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'string':
      return typeof value === 'string';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return true;
  }
}

/** The declared JSON schema of an answer with `status`, if the operation documents one. */
export function responseSchema(op: Op, status: number): Schema | null {
  const response = op.operation.responses?.[String(status)];
  return response?.content?.['application/json']?.schema ?? null;
}

import fc from 'fast-check';
import { resolve, type OpenApiDoc, type Schema } from './document';

/** Values shaped like the document's schemas, for the fuzzer (openapi-fuzz/). */

/** Values worth trying for a property or parameter name (fixture ids, known choices). */
export type Hints = (name: string) => fc.Arbitrary<unknown> | undefined;

export const noHints: Hints = () => undefined;

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

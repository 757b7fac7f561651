import { resolve, type Op, type OpenApiDoc, type Schema } from './document';

/** What the generated suites check of an answer: the error shapes and the declared schemas. */

/**
 * What is wrong with a 4xx answer's body, or null when it has the documented shape: DRF's
 * `{"detail": string}` (with `code` or the inventory actions' `refused` list alongside) or field
 * errors `{field: [string, ...]}` under /api/v1; Storyblok's `{"error": string}` under
 * /api/cms/v2 (packages/api/src/errors.ts, routes/cms.ts); Personio's
 * `{"errors": [{field?, errors: [{reason}]}]}` under /api/next (resources/careers/errors.ts).
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
  const path = new URL(url, 'http://localhost').pathname;
  if (path.startsWith('/api/next/') && !path.startsWith('/api/next/jobs.xml'))
    return personioShapeProblem(body as Record<string, unknown>);
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

function personioShapeProblem(body: Record<string, unknown>): string | null {
  const { errors, ...rest } = body;
  if (Object.keys(rest).length) return 'unexpected key beside errors';
  if (!Array.isArray(errors) || errors.length === 0) return 'errors is not a list';
  for (const entry of errors as Record<string, unknown>[]) {
    if (entry.field !== undefined && typeof entry.field !== 'string') return 'field is not a text';
    const reasons = entry.errors as { reason?: unknown }[] | undefined;
    if (!Array.isArray(reasons) || reasons.length === 0) return 'errors[].errors is not a list';
    if (!reasons.every((r) => typeof r.reason === 'string' && r.reason !== ''))
      return 'a reason is not a text';
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

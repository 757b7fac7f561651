/**
 * The route table as the OpenAPI document describes it, shared by the generated suites
 * (openapi-fuzz/, authz-matrix/): the document's types, its operations and their parts.
 * Beside it: values.ts and requests.ts (fast-check arbitraries derived from the declared
 * schemas), answers.ts (a small JSON-schema check of answers, and the error shapes).
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

import type { OpenAPIHono } from '@hono/zod-openapi';
import escapeHtml from 'escape-html';

export type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name?: string; in?: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
  security?: unknown[];
}

/** Any value of the document as HTML text; absent ones as nothing. */
const escape = (value: unknown): string => escapeHtml(String(value ?? ''));

function schemaBlock(schema: unknown): string {
  return schema === undefined ? '' : `<pre>${escape(JSON.stringify(schema, null, 2))}</pre>`;
}

function contentBlock(content: Record<string, { schema?: unknown }> | undefined): string {
  return Object.entries(content ?? {})
    .map(
      ([type, media]) =>
        `<div class="media"><code>${escape(type)}</code>${schemaBlock(media.schema)}</div>`,
    )
    .join('');
}

function operationBlock(path: string, method: string, op: Operation): string {
  const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'required' : 'optional'}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(
      ([status, r]) =>
        `<li><strong>${escape(status)}</strong> ${escape(r.description)}${contentBlock(r.content)}</li>`,
    )
    .join('');
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
${op.summary ? `<p>${escape(op.summary)}</p>` : ''}${op.description ? `<p>${escape(op.description)}</p>` : ''}
${op.security?.length ? '<p class="auth">Requires <code>Authorization: Token &lt;token&gt;</code>.</p>' : ''}
${params ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th></th><th>schema</th></tr>${params}</table>` : ''}
${op.requestBody ? `<h4>Request body</h4>${contentBlock(op.requestBody.content)}` : ''}
<h4>Responses</h4><ul>${responses}</ul>
</section>`;
}

/** A self-contained HTML reference of the document: inline styles, no scripts, nothing fetched. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const operations: string[] = [];
  const toc: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');
      toc.push(
        `<li><a href="#${id}"><span class="method ${method}">${method.toUpperCase()}</span> ${escape(path)}</a></li>`,
      );
      operations.push(operationBlock(path, method, op));
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section class="op" id="schema-${escape(name)}"><h3>${escape(name)}</h3>${schemaBlock(schema)}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} ${escape(doc.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1b;background:#fafaf8}
header{padding:24px 32px;border-bottom:1px solid #ddd;background:#fff}
main{display:grid;grid-template-columns:minmax(200px,300px) 1fr;gap:32px;padding:24px 32px}
nav ul{list-style:none;padding:0;margin:0}nav li{margin:4px 0}nav a{color:inherit;text-decoration:none}
.op{background:#fff;border:1px solid #e3e3df;border-radius:6px;padding:16px 20px;margin-bottom:16px}
.method{display:inline-block;min-width:56px;font:600 12px/20px monospace;text-align:center;border-radius:3px;color:#fff;background:#555}
.get{background:#2f6f4f}.post{background:#2d5b8a}.put,.patch{background:#8a6a2d}.delete{background:#8a2d2d}
pre{background:#f3f3f0;padding:12px;overflow:auto;font-size:13px}table{border-collapse:collapse}td,th{padding:4px 8px;border-bottom:1px solid #eee;text-align:left}
@media (max-width:889px){main{grid-template-columns:1fr}}
</style></head>
<body><header><h1>${escape(doc.info.title)}</h1><p>OpenAPI ${escape(doc.openapi)} · version ${escape(doc.info.version)} · <a href="../openapi.json">openapi.json</a></p></header>
<main><nav><ul>${toc.join('')}</ul></nav><div>${operations.join('')}${schemas ? `<h2>Schemas</h2>${schemas}` : ''}</div></main>
</body></html>`;
}

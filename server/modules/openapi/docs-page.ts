import type { OpenApiDocument } from './document';

const esc = (s: unknown) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Markdown's `code` spans of the document's texts as <code>. */
const inlineCode = (text: string) => esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** A schema as indented JSON, with `$ref`s turned into links to the schema's section of the page. */
function schemaBlock(schema: unknown) {
  const text = esc(JSON.stringify(schema, null, 2)).replace(
    /&quot;#\/components\/schemas\/(\w+)&quot;/g,
    (_, id: string) => `&quot;<a href="#schema-${id}">${id}</a>&quot;`,
  );
  return `<pre>${text}</pre>`;
}

type Op = {
  operationId: string;
  summary: string;
  description: string;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  tags: string[];
};

function operationHtml(method: string, path: string, op: Op) {
  const params = op.parameters?.length
    ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${esc(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody
    ? `<h4>Request body (JSON)</h4>${schemaBlock(op.requestBody.content['application/json']?.schema)}`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const [type, content] = Object.entries(r.content ?? {})[0] ?? [];
      const schema = content && status.startsWith('2') ? schemaBlock(content.schema) : '';
      return `<li><strong>${esc(status)}</strong> ${esc(r.description)}${type ? ` <code>${esc(type)}</code>` : ''}${schema}</li>`;
    })
    .join('');
  return `<section class="op" id="${esc(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p>${inlineCode(op.summary)}</p><p class="access">${inlineCode(op.description)}</p>
${params}${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
}

/**
 * The readable reference at /api/docs: plain HTML rendered once from the OpenAPI document, no script, styled by
 * /api/docs.css from our own origin (the CSP allows neither inline scripts nor other origins).
 */
export function renderDocsPage(doc: OpenApiDocument) {
  const byTag = new Map<string, string[]>();
  const index = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Op;
      const tag = op.tags[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
      index.set(tag, [
        ...(index.get(tag) ?? []),
        `<li><a href="#${esc(op.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span> ${esc(path)}</a></li>`,
      ]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(doc.components.schemas)
    .map(([id, s]) => `<section id="schema-${esc(id)}"><h3>${esc(id)}</h3>${schemaBlock(s)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>FeederHub API reference</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><header><h1>FeederHub API reference</h1>
<p>${inlineCode(doc.info.description)}</p>
<p>OpenAPI ${esc(doc.openapi)} document: <a href="/api/openapi.json">/api/openapi.json</a>. Sessions: the <code>connect.sid</code> cookie set by <code>POST /api/auth/login</code>.</p></header>
<nav aria-label="Contents">${tags
    .map((t) => `<h2><a href="#tag-${esc(t)}">${esc(t)}</a></h2><ul>${(index.get(t) ?? []).join('')}</ul>`)
    .join('')}<h2><a href="#schemas">Schemas</a></h2></nav>
<main>${tags
    .map((t) => `<section id="tag-${esc(t)}"><h2>${esc(t)}</h2>${(byTag.get(t) ?? []).join('\n')}</section>`)
    .join('\n')}
<section id="schemas"><h2>Schemas</h2>${schemas}</section></main></body></html>`;
}

export const DOCS_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#0f172a;display:grid;grid-template-columns:20rem 1fr}
header{grid-column:1/-1;padding:1rem 2rem;background:#0c4a6e;color:#fff}header a{color:#bae6fd}
nav{padding:1rem;border-right:1px solid #e2e8f0;font-size:13px;position:sticky;top:0;max-height:100vh;overflow:auto}
nav h2{font-size:14px;margin:1rem 0 .25rem}nav ul{list-style:none;padding:0;margin:0}nav a{color:#0f172a;text-decoration:none}
main{padding:1rem 2rem;min-width:0}.op{border:1px solid #e2e8f0;border-radius:6px;padding:0 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5em;font:600 12px monospace;padding:2px 4px;border-radius:3px;background:#e2e8f0;text-align:center}
.get{background:#dbeafe}.post{background:#dcfce7}.put,.patch{background:#fef9c3}.delete{background:#fee2e2}
.access{color:#475569;font-size:13px}pre{background:#f8fafc;border:1px solid #e2e8f0;padding:.5rem;overflow:auto;max-height:24rem;font-size:12px}
table{border-collapse:collapse;font-size:13px;width:100%;table-layout:fixed}td,th{border:1px solid #e2e8f0;padding:2px 6px;text-align:left;overflow-wrap:anywhere}
th:nth-child(2){width:4.5em}th:nth-child(3){width:6.5em}th:first-child{width:10em}
@media (max-width:800px){body{display:block}nav{position:static;max-height:none;border:0}}`;

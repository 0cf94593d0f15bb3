import type { OpenApiDocument } from '@taxback/shared/api/openapi';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

let components: Record<string, unknown> = {};

/** A body's named component, shown with its name and its schema. */
function schemaHtml(schema: unknown): string {
  const ref = (schema as { $ref?: string } | undefined)?.$ref?.replace('#/components/schemas/', '');
  return ref && components[ref] ? `<p><code>${escape(ref)}</code></p>${json(components[ref])}` : json(schema);
}

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-auth': string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

function operationHtml(method: string, path: string, op: Operation): string {
  const parameters = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'required' : 'optional'}</td><td>${json(p.schema)}</td></tr>`,
    )
    .join('');
  const body = op.requestBody
    ? `<h4>Body${op.requestBody.required ? '' : ' (optional)'}</h4>${schemaHtml(op.requestBody.content['application/json']?.schema)}`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema;
      return `<details><summary><b>${status}</b> ${escape(response.description)}</summary>${schema ? schemaHtml(schema) : '<p>No body.</p>'}</details>`;
    })
    .join('');
  return `<section class="op" id="${escape(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> <small>${escape(op.operationId)} · ${escape(op['x-auth'])}</small></h3>
<p>${escape(op.summary)}</p>
${parameters ? `<h4>Parameters</h4><table>${parameters}</table>` : ''}${body}<h4>Responses</h4>${responses}
</section>`;
}

/** A static reference page for staff developers: every operation of the document, grouped by function. */
export function renderApiDocs(document: OpenApiDocument): string {
  components = document.components.schemas;
  const byTag = new Map<string, string[]>();
  const index: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const op = value as Operation;
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
      index.push(`<li><a href="#${escape(op.operationId)}">${escape(op.operationId)}</a></li>`);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;grid-template-columns:16rem 1fr;color:#1b1f24}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#f4f6f8;padding:1rem;font-size:13px}
nav ul{list-style:none;padding:0}main{padding:1rem 2rem;max-width:60rem;min-width:0}
.op{border-top:1px solid #d0d7de;padding:.5rem 0}.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:0 .4rem}
.get{background:#0969da}.post{background:#1a7f37}.put{background:#9a6700}.patch{background:#8250df}.delete{background:#cf222e}
pre{background:#f6f8fa;padding:.5rem;overflow:auto;font-size:12px;max-height:24rem}table{border-collapse:collapse}td{border:1px solid #d0d7de;padding:.2rem .5rem;vertical-align:top}
small{color:#57606a;font-weight:normal}
@media (max-width:700px){body{display:block}nav{position:static;height:auto}}
</style></head>
<body><nav><b>${escape(document.info.title)}</b><p><a href="openapi.json">openapi.json</a></p><ul>${index.join('')}</ul></nav>
<main><h1>${escape(document.info.title)} <small>OpenAPI ${escape(document.openapi)}</small></h1><p>${escape(document.info.description)}</p>
${sections}</main></body></html>
`;
}

import { OPENAPI_PATH } from './document';

// The readable reference (decision 052): the OpenAPI document rendered on the server as plain
// HTML — no script, no CDN, no network — grouped by module, each call with its parameters, its
// body and its answer as JSON Schema.

type Schema = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

export function referencePage(document: Schema): string {
  const paths = document.paths as Record<string, Record<string, Schema>>;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op.tags as string[] | undefined) ?? ['other'])[0]!;
      const params = (op.parameters as Schema[] | undefined) ?? [];
      const responses = op.responses as Record<string, Schema>;
      const ok = (responses['200']?.content as Record<string, Schema> | undefined)?.[
        'application/json'
      ]?.schema;
      const body = (op.requestBody as Schema | undefined)?.content;
      const rows = params
        .map(
          (param) =>
            `<tr><td><code>${escapeHtml(String(param.name))}</code></td><td>${escapeHtml(String(param.in))}</td><td>${param.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(param.schema))}</code></td></tr>`,
        )
        .join('');
      const id = `${method}-${path}`.replace(/[^A-Za-z0-9-]/g, '-');
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        `<section id="${id}"><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>` +
          `<p>${escapeHtml(String(op.operationId))}${op.security ? ' · public' : ' · bearer token'}</p>` +
          (rows
            ? `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>`
            : '') +
          (body ? `<details><summary>request body</summary>${json(body)}</details>` : '') +
          (ok ? `<details><summary>answer</summary>${json(ok)}</details>` : '') +
          `</section>`,
      ]);
    }
  }
  const info = document.info as { title: string; description: string };
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('')}`)
    .join('');
  const toc = [...byTag.keys()]
    .map((tag) => `<li><a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(info.title)}</title></head>` +
    `<body><main><h1>${escapeHtml(info.title)}</h1><p>${escapeHtml(info.description)}</p>` +
    `<p>Machine-readable: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a> (OpenAPI 3.1).</p>` +
    `<nav aria-label="modules"><ul>${toc}</ul></nav>${sections}</main></body></html>`
  );
}

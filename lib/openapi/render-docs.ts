// The readable API reference at GET /api/docs: plain server-rendered HTML from the same operations as
// the OpenAPI document, no scripts from a CDN.
import type { Operation } from "./registry";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

export function renderDocsHtml(operations: readonly Operation[]): string {
  const byTag = new Map<string, Operation[]>();
  for (const op of operations) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);
  const sections = [...byTag.entries()]
    .map(
      ([tag, ops]) =>
        `<section><h2>${escape(tag)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Who</th></tr></thead><tbody>${ops
          .map(
            (op) =>
              `<tr><td><code class="m-${op.method}">${op.method.toUpperCase()}</code></td><td><code>${escape(op.path)}</code></td><td>${escape(op.summary)}</td><td>${escape(op.access)}</td></tr>`,
          )
          .join("")}</tbody></table></section>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Beraterwahl API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1f2937}table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #e5e7eb;vertical-align:top}code{font-size:.9em}.m-get{color:#047857}.m-post{color:#1d4ed8}.m-put{color:#b45309}.m-delete{color:#b91c1c}</style></head>
<body><h1>Beraterwahl API</h1><p>JSON over HTTPS. Authenticate with the session cookie of the web application or an OpenID Connect bearer token. Errors are <code>application/problem+json</code> (RFC 9457) with a <code>requestId</code> and, for invalid input, every issue in <code>invalidParams</code> as a JSON <code>pointer</code> with a <code>message</code> in the language of <code>Accept-Language</code> (and, where it came from the message catalogue, its <code>messageKey</code>). Every JSON answer has its schema in the machine-readable document. Lists return <code>{ items, total, page, pageSize }</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>${sections}</body></html>`;
}

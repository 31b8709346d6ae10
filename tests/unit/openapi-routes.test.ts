// The OpenAPI document (GET /api/openapi.json) names every route under app/api with every method it
// exports, with a request schema wherever the handler parses a body: a new route, or a new method
// on an old one, fails here until it is documented.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import "@/lib/openapi/operations";
import { buildOpenApiDocument } from "@/lib/openapi/registry";

type Found = { path: string; method: string; parsesBody: boolean };

function routes(dir = "app/api"): Found[] {
  return readdirSync(dir).flatMap((name): Found[] => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return routes(file);
    if (name !== "route.ts") return [];
    const source = readFileSync(file, "utf8");
    const apiPath =
      "/" +
      dir
        .replace(/\\/g, "/")
        .replace(/^app\//, "")
        .replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}");
    const methods = new Set<string>();
    for (const m of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1]!);
    for (const m of source.matchAll(/export \{([^}]*)\}/g)) for (const e of m[1]!.matchAll(/as (GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(e[1]!);
    return [...methods].map((method) => {
      // The spec object of this export: `export const POST = createRouteHandler({ … body: … })`.
      const declaration = new RegExp(`export const ${method} = createRouteHandler\\(\\s*\\{([^}]*)\\}`).exec(source)?.[1] ?? "";
      return { path: apiPath, method: method.toLowerCase(), parsesBody: /\bbody:/.test(declaration) };
    });
  });
}

describe("the OpenAPI document", () => {
  const document = buildOpenApiDocument();
  const found = routes();

  it("finds the routes on disk", () => {
    expect(found.length).toBeGreaterThan(60);
  });

  it("documents every route and method under app/api", () => {
    const missing = found.filter((r) => !document.paths[r.path]?.[r.method]).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it("documents nothing that does not exist", () => {
    const known = new Set(found.map((r) => `${r.method} ${r.path}`));
    const extra = Object.entries(document.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`))
      .filter((k) => !known.has(k));
    expect(extra).toEqual([]);
  });

  it("has a request schema wherever the handler parses a body", () => {
    const withoutSchema = found
      .filter((r) => r.parsesBody)
      .filter((r) => !(document.paths[r.path]?.[r.method] as { requestBody?: unknown } | undefined)?.requestBody)
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(withoutSchema).toEqual([]);
  });

  it("names the schema of every success that carries JSON", () => {
    // next-auth's own endpoints answer in next-auth's shapes (providers, csrf, session) or redirect: not ours to promise.
    const undocumentedOnPurpose = new Set(["get /api/auth/{nextauth}"]);
    const withoutSchema = Object.entries(document.paths)
      .flatMap(([p, ops]) =>
        Object.entries(ops as Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>).flatMap(([method, op]) => {
          const [status, success] = Object.entries(op.responses).find(([code]) => /^[23]/.test(code)) ?? [];
          const json = success?.content?.["application/json"];
          return status && json && !json.schema ? [`${method} ${p}`] : [];
        }),
      )
      .filter((key) => !undocumentedOnPurpose.has(key));
    expect(withoutSchema).toEqual([]);
  });

  it("names the media type of every success with a body, and a schema for text and JSON", () => {
    const answers = Object.values(document.paths).flatMap((ops) =>
      Object.values(ops as Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>).map((op) =>
        Object.entries(op.responses).find(([code]) => /^[23]/.test(code)),
      ),
    );
    for (const [status, success] of answers as [string, { content?: Record<string, { schema?: unknown }> }][]) {
      if (status === "204" || status.startsWith("3")) expect(success.content).toBeUndefined();
      else expect(Object.keys(success.content ?? {})).toHaveLength(1);
    }
    const textWithoutSchema = Object.entries(document.paths).flatMap(([p, ops]) =>
      Object.entries(ops as Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>).flatMap(([method, op]) =>
        Object.entries(op.responses)
          .filter(([code]) => /^2/.test(code))
          .flatMap(([, r]) =>
            Object.entries(r.content ?? {})
              .filter(([type, c]) => type === "text/plain" && !c.schema)
              .map(() => `${method} ${p}`),
          ),
      ),
    );
    expect(textWithoutSchema).toEqual([]);
  });

  it("describes the problem details the API sends, invalidParams with their message key", () => {
    const problem = document.components.schemas.Problem as {
      properties: { invalidParams: { items: { required: string[]; properties: Record<string, unknown> } } };
    };
    expect(problem.properties.invalidParams.items.required).toEqual(["pointer", "message"]);
    expect(Object.keys(problem.properties.invalidParams.items.properties)).toEqual(["pointer", "message", "code", "messageKey"]);
  });

  it("documents answers as open objects: a client may rely on the named fields, and more may come", () => {
    const answers = JSON.stringify(
      Object.values(document.paths).map((ops) =>
        Object.values(ops as Record<string, { responses: Record<string, unknown> }>).map((op) => op.responses["200"] ?? op.responses["201"]),
      ),
    );
    expect(answers).toContain('"required":["id","state","publishedAt"]');
    expect(answers).not.toContain('"additionalProperties":false');
  });
});

// The OpenAPI document (GET /api/openapi.json) names every route under app/api with every method it
// exports, with a request schema wherever the handler parses a body: a new route, or a new method
// on an old one, fails here until it is documented.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import "../../lib/openapi/operations";
import { buildOpenApiDocument } from "../../lib/openapi/registry";

type Found = { path: string; method: string; parsesBody: boolean };

function routes(dir = "app/api"): Found[] {
  return readdirSync(dir).flatMap((name): Found[] => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return routes(file);
    if (name !== "route.ts") return [];
    const source = readFileSync(file, "utf8");
    const apiPath = "/" + dir.replace(/\\/g, "/").replace(/^app\//, "").replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}");
    const methods = new Set<string>();
    for (const m of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1]);
    for (const m of source.matchAll(/export \{([^}]*)\}/g)) for (const e of m[1].matchAll(/as (GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(e[1]);
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
    const extra = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`)).filter((k) => !known.has(k));
    expect(extra).toEqual([]);
  });

  it("has a request schema wherever the handler parses a body", () => {
    const withoutSchema = found
      .filter((r) => r.parsesBody)
      .filter((r) => !(document.paths[r.path]?.[r.method] as { requestBody?: unknown } | undefined)?.requestBody)
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(withoutSchema).toEqual([]);
  });
});

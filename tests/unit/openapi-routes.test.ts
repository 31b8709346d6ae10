// The OpenAPI document (GET /api/openapi.json) is read off the table of routes (app/api/routes.ts): the table must
// name every route.ts under app/api with the module's own handlers, and every method a route file exports must
// carry its documentation. A new route, or a new method on an old one, fails here until it is listed and documented.
// First (through api-routes): next-auth's route needs the AsyncLocalStorage that module installs.
import { listRouteFiles, methodsOf } from "@/tests/support/api-routes";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/api/routes";
import { contractOf } from "@/lib/http/route-contract";
import { buildOpenApiDocument } from "@/lib/openapi/registry";
import { apiPathOf, HTTP_METHODS, operationsOf } from "@/lib/openapi/route-operations";

const table = API_ROUTES as Record<string, Record<string, unknown>>;
type Documented = { parameters: { name: string; in: string }[]; requestBody?: unknown };

describe("the table of routes and the OpenAPI document", () => {
  const document = buildOpenApiDocument(operationsOf(table));
  const folders = listRouteFiles();
  const found = folders.flatMap((folder) => methodsOf(folder).map((method) => ({ folder, method, path: apiPathOf(folder) })));

  it("finds the routes on disk", () => {
    expect(found.length).toBeGreaterThan(60);
  });

  it("lists every route.ts under app/api, and nothing else", () => {
    expect(Object.keys(table).sort()).toEqual([...folders].sort());
  });

  it("holds each route module's own handlers, every method the file exports", async () => {
    for (const folder of folders) {
      const route = (await import(path.resolve("app/api", folder, "route.ts"))) as Record<string, unknown>;
      const listed = HTTP_METHODS.filter((m) => table[folder]![m]);
      expect(listed, folder).toEqual(methodsOf(folder));
      for (const method of listed) expect(table[folder]![method], `${method} ${folder}`).toBe(route[method]);
    }
  });

  it("documents every method a route file exports", () => {
    const undocumented = found.filter((r) => !contractOf(table[r.folder]?.[r.method])?.doc).map((r) => `${r.method} ${r.folder}`);
    expect(undocumented).toEqual([]);
    const missing = found.filter((r) => !document.paths[r.path]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it("documents nothing that does not exist", () => {
    const known = new Set(found.map((r) => `${r.method.toLowerCase()} ${r.path}`));
    const extra = Object.entries(document.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`))
      .filter((k) => !known.has(k));
    expect(extra).toEqual([]);
  });

  it("has a request schema wherever the handler parses a body, and names every path parameter", () => {
    const withoutSchema = found
      .filter((r) => contractOf(table[r.folder]![r.method])?.body)
      .filter((r) => !(document.paths[r.path]![r.method.toLowerCase()] as Documented).requestBody)
      .map((r) => `${r.method} ${r.path}`);
    expect(withoutSchema).toEqual([]);
    const unnamed = found.flatMap((r) => {
      const named = new Set((document.paths[r.path]![r.method.toLowerCase()] as Documented).parameters.filter((p) => p.in === "path").map((p) => p.name));
      return [...r.path.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1]!)
        .filter((name) => !named.has(name))
        .map((name) => `${r.method} ${r.path}: ${name}`);
    });
    expect(unnamed).toEqual([]);
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

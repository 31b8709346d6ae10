// Every route module under app/api by its folder below app/api ("consultant/[id]/stats"), from the application's
// own table, and the methods each route file exports: what the route matrix, the OpenAPI response check and the
// endpoint fuzzer call.
// First: next-auth's route reads next/headers, which needs the AsyncLocalStorage this module installs.
import { nextAuthRoute } from "@/tests/support/next-request-scope";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { API_ROUTES as APP_ROUTES } from "@/app/api/routes";
import { contractOf, type RouteContract } from "@/lib/http/route-contract";

// The application's table (app/api/routes.ts), with next-auth's handlers run as the server runs them.
export const API_ROUTES = {
  ...APP_ROUTES,
  "auth/[...nextauth]": { GET: nextAuthRoute(APP_ROUTES["auth/[...nextauth]"].GET), POST: nextAuthRoute(APP_ROUTES["auth/[...nextauth]"].POST) },
};
export type ApiRoute = keyof typeof API_ROUTES;

/** What the application declares for `method` at `route` (its sign-in rule, its schemas, its documentation). */
export function routeContract(route: string, method: string): RouteContract | undefined {
  return contractOf((APP_ROUTES as Record<string, Record<string, unknown>>)[route]?.[method]);
}

const API_DIR = path.resolve(import.meta.dirname, "../../app/api");

/** The folders below app/api that hold a route.ts, as "consultant/[id]/stats". */
export function listRouteFiles(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listRouteFiles(full);
    return name === "route.ts" ? [path.relative(API_DIR, path.dirname(full)).split(path.sep).join("/")] : [];
  });
}

/** The HTTP methods a route file exports. */
export function methodsOf(route: string): string[] {
  const source = readFileSync(path.join(API_DIR, route, "route.ts"), "utf8");
  // `export const GET = …`, `export async function GET`, and re-exports such as `export { handle as GET }`.
  const exportLists = [...source.matchAll(/export\s*\{([^}]*)\}/g)].map((m) => m[1]).join(",");
  return ["GET", "POST", "PUT", "PATCH", "DELETE"].filter(
    (m) =>
      new RegExp(`export\\s+(const|async function|function)\\s+${m}\\b`).test(source) ||
      new RegExp(`(^|[\\s,])(\\w+\\s+as\\s+)?${m}\\s*(,|$)`).test(exportLists),
  );
}

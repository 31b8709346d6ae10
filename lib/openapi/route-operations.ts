// The operations of the OpenAPI document, read off the route handlers: each handler carries its contract
// (lib/http/route-contract.ts) and the table of route modules (app/api/routes.ts) names each by its folder.
// lib does not import app: the table comes in as an argument.
import { accessOf, contractOf } from "@/lib/http/route-contract";
import type { Operation } from "./registry";

/** Route modules by their folder below app/api ("consultant/[id]/stats"). */
export type RouteTable = Record<string, Record<string, unknown>>;

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The OpenAPI path template of a folder: consultant/[id]/stats → /api/consultant/{id}/stats; a catch-all [...nextauth] → {nextauth}. */
export function apiPathOf(folder: string): string {
  return `/api/${folder.replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}")}`;
}

/** Every documented method of every route, in path then method order. An export without a doc is left out (the unit test names it). */
export function operationsOf(routes: RouteTable): Operation[] {
  return Object.entries(routes)
    .flatMap(([folder, route]) =>
      HTTP_METHODS.flatMap((method): Operation[] => {
        const contract = contractOf(route[method]);
        if (!contract?.doc) return [];
        const { params, query, body, doc } = contract;
        return [
          {
            method: method.toLowerCase() as Operation["method"],
            path: apiPathOf(folder),
            summary: doc.summary,
            tag: doc.tag,
            access: accessOf(contract)!,
            params,
            query,
            body,
            success: doc.success,
            response: doc.response,
          },
        ];
      }),
    )
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

// What a route says about itself: the schemas it parses, who may call it, and its documentation.
// createRouteHandler (./route.ts) hangs its spec on the handler it returns, and the few routes that
// do not use the wrapper hang theirs with documented(); the OpenAPI document is read off the handlers
// (lib/openapi/route-operations.ts), so a route's schemas and its documentation live in one place.
import type { z } from "zod";

/** The documentation of one operation; the schemas come from the spec next to it. */
type RouteDoc = {
  summary: string;
  tag: string;
  /**
   * Who may call it, in words (shown on the reference page). Defaults from `auth`: "user" reads
   * "signed-in users", "platformAdmin" "platform administrators". A route without `auth` must say it:
   * "anyone" is a statement about security, so nobody gets it by forgetting a line.
   */
  access?: string;
  /** Success status and what it returns (default 200 "OK", JSON). */
  success?: { status: number; description: string; contentType?: string };
  /** The JSON a success carries (lib/openapi/responses.ts and its siblings). */
  response?: z.ZodType;
};

type Access = "user" | "platformAdmin";

/**
 * `auth`: who may call at all, settled by the route wrapper before the body is looked at: "user" (signed in,
 * else 401), "platformAdmin" (else 401 or 403); finer rules (whose record) stay in the service.
 * Without `auth`, `doc.access` is required. `doc` itself is optional for the type because the wrapper also
 * serves routes outside /api (the seal, the widget); tests/unit/openapi-routes.test.ts requires it under app/api.
 */
export type DocumentedAccess = { auth: Access; doc?: RouteDoc } | { auth?: undefined; doc?: RouteDoc & { access: string } };

/** What the document and the tests read off a handler. */
export type RouteContract = DocumentedAccess & {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
};

export type Documented<H> = H & { readonly contract: RouteContract };

const DEFAULT_ACCESS: Record<Access, string> = { user: "signed-in users", platformAdmin: "platform administrators" };

/**
 * The handler with its contract on it, read-only. A fresh function each time: one handler may serve two
 * methods that are described apart (next-auth's GET and POST).
 */
export function documented<A extends unknown[], R>(handler: (...args: A) => R, contract: RouteContract): Documented<(...args: A) => R> {
  const route = (...args: A) => handler(...args);
  return Object.defineProperty(route, "contract", { value: contract, enumerable: false }) as Documented<(...args: A) => R>;
}

/** The contract a route's export carries, if any. */
export function contractOf(handler: unknown): RouteContract | undefined {
  return typeof handler === "function" && "contract" in handler ? (handler.contract as RouteContract) : undefined;
}

/** Who may call, in words. */
export function accessOf(contract: RouteContract): string | undefined {
  return contract.doc?.access ?? (contract.auth && DEFAULT_ACCESS[contract.auth]);
}

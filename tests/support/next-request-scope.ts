// Runs a route handler that reads next/headers (headers(), cookies()) outside a Next server: the
// request is installed as Next's own request store, as the server does before calling the handler.
// Used for next-auth's route (app/api/auth/[...nextauth]), which reads both.
// Import this module before any Next module: Next picks its AsyncLocalStorage when it first loads
// (the server provides globalThis.AsyncLocalStorage; without it Next falls back to a stub that throws).
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import type { NextRequest } from "next/server";

(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;

const require = createRequire(import.meta.url);

type Storage = { run: <T>(store: unknown, fn: () => T) => T };

/** Calls `fn` with `request` as a NextRequest, inside a request scope made of `request`'s headers and cookies. */
function inNextRequestScope<T>(request: Request, route: string, fn: (request: NextRequest) => Promise<T>): Promise<T> {
  const { workAsyncStorage } = require("next/dist/server/app-render/work-async-storage.external") as { workAsyncStorage: Storage };
  const { workUnitAsyncStorage } = require("next/dist/server/app-render/work-unit-async-storage.external") as { workUnitAsyncStorage: Storage };
  const { RequestCookies } = require("next/dist/server/web/spec-extension/cookies") as { RequestCookies: new (headers: Headers) => unknown };
  const { NextRequest: NextRequestClass } = require("next/server") as typeof import("next/server");
  const next = request instanceof NextRequestClass ? request : new NextRequestClass(request);
  const workStore = { route, page: route, isStaticGeneration: false, forceStatic: false, dynamicShouldError: false };
  const requestStore = {
    type: "request",
    phase: "action",
    url: { pathname: next.nextUrl.pathname, search: next.nextUrl.search },
    headers: next.headers,
    cookies: new RequestCookies(next.headers),
    mutableCookies: new RequestCookies(next.headers),
    userspaceMutableCookies: new RequestCookies(next.headers),
  };
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, () => fn(next)));
}

type RouteHandlerLike = (request: Request, context: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

/**
 * next-auth's handler (app/api/auth/[...nextauth]) as the server calls it: a NextRequest inside a request
 * scope, the catch-all segments as an array. Tests pass them joined: params { nextauth: "callback/local" }.
 */
export function nextAuthRoute(handler: (request: never, context: never) => Promise<Response>): RouteHandlerLike {
  return async (request, context) => {
    const { nextauth } = (await context.params) as { nextauth?: string | string[] };
    const segments = Array.isArray(nextauth) ? nextauth : (nextauth ?? "").split("/");
    const params = Promise.resolve({ nextauth: segments });
    return inNextRequestScope(request, "/api/auth/[...nextauth]", (next) => handler(next as never, { params } as never));
  };
}

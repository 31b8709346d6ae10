// The route wrapper: settles the actor, checks the Origin of cookie-authenticated writes, rate-limits,
// parses params, query and body with zod, runs the handler and maps every failure to problem+json.
// Handlers stay thin: parse (done here), call one service, respond.
import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { getRequestActor } from "@/lib/auth/request-actor";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { consumeRateLimit, rateLimitKey } from "@/lib/rate-limit/consume-rate-limit";
import { overriddenActor } from "./actor-override";
import { toJsonPointer } from "./json-pointer";
import { searchParamsToObject } from "./pagination";
import { problemResponse, zodInvalidParams } from "./problem";

/** Next's second route-handler argument. */
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

export type HandlerInput<P, Q, B> = {
  request: Request;
  actor: Actor;
  params: P;
  query: Q;
  body: B;
  requestId: string;
};

export type RouteSpec<P, Q, B> = {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Largest accepted request body in bytes (default 64 kB). */
  maxBodyBytes?: number;
  rateLimit?: { purpose: string; limit: number; windowSeconds: number };
  /** Resolves the actor; defaults to the session cookie / bearer token of the request. */
  resolveActor?: (request: Request) => Promise<Actor>;
};

const DEFAULT_MAX_BODY = 64 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createRouteHandler<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  spec: RouteSpec<P, Q, B>,
  handler: (input: HandlerInput<P, Q, B>) => Promise<Response>,
): RouteHandler {
  return async (request, context) => {
    const requestId = requestIdOf(request);
    try {
      checkOrigin(request);
      const actor = overriddenActor() ?? (await (spec.resolveActor ?? getRequestActor)(request));
      if (spec.rateLimit) {
        const { purpose, limit, windowSeconds } = spec.rateLimit;
        await consumeRateLimit(rateLimitKey(purpose, request, actor), limit, windowSeconds);
      }
      const rawParams = (await context?.params) ?? {};
      const params = parsePart(spec.params, rawParams, "path") as P;
      const query = parsePart(spec.query, searchParamsToObject(new URL(request.url).searchParams), "query") as Q;
      const body = spec.body ? (parsePart(spec.body, await readJson(request, spec.maxBodyBytes ?? DEFAULT_MAX_BODY), "body") as B) : (undefined as B);
      const response = await handler({ request, actor, params, query, body, requestId });
      response.headers.set("X-Request-Id", requestId);
      return response;
    } catch (error) {
      return problemResponse(error, request, requestId);
    }
  };
}

function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  // A load balancer's id is kept so logs can be joined; anything odd is replaced.
  return given && /^[A-Za-z0-9._-]{8,100}$/.test(given) ? given : randomUUID();
}

/**
 * Cookie-authenticated writes must come from our own pages (CSRF): the Origin must be APP_URL's
 * or the request's own host. Bearer-token clients send no cookie and are not affected.
 */
function checkOrigin(request: Request) {
  if (SAFE_METHODS.has(request.method) || !request.headers.get("cookie")) return;
  const origin = request.headers.get("origin");
  if (!origin) throw new AppError("forbidden", "Cross-site request refused: Origin header missing.");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError("forbidden", "Cross-site request refused: invalid Origin header.");
  }
  const allowed = new Set<string>([new URL(config().APP_URL).host]);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) allowed.add(host);
  allowed.add(new URL(request.url).host);
  if (!allowed.has(originHost)) throw new AppError("forbidden", "Cross-site request refused: Origin does not match.");
}

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown, where: "path" | "query" | "body"): T | unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Path parameters that do not parse name a record that cannot exist.
  if (where === "path") throw new AppError("not_found", "resource not found");
  const prefix = where === "query" ? ["query"] : [];
  throw new AppError("validation", where === "query" ? "The query has invalid parameters." : "The request has invalid fields.", {
    invalidParams: zodInvalidParams(result.error, prefix),
  });
}

async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", `The request body exceeds ${maxBytes} bytes.`);
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > maxBytes) throw new AppError("payload_too_large", `The request body exceeds ${maxBytes} bytes.`);
  const text = new TextDecoder().decode(buffer);
  if (text.trim() === "") throw new AppError("bad_request", "The request body must be JSON.");
  // PostgreSQL text cannot hold NUL; refusing it here keeps it from surfacing as a 500.
  if (text.includes("\\u0000") || text.includes("\u0000")) {
    throw new AppError("validation", "Text must not contain NUL characters.", { invalidParams: [{ pointer: "", message: "NUL character" }] });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
  // JSON may escape half a surrogate pair ("\ud800"), which PostgreSQL cannot store either.
  const broken = illFormedStringPath(parsed);
  if (broken) throw new AppError("validation", "Text must be valid Unicode.", { invalidParams: [{ pointer: toJsonPointer(broken), message: "invalid Unicode (lone surrogate)" }] });
  return parsed;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first key or string holding a lone UTF-16 surrogate, or null. */
function illFormedStringPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = illFormedStringPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) return [...path, key];
      const found = illFormedStringPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

// ---------------------------------------------------------------- responses

export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(data, { status: init.status ?? 200, headers: { "Cache-Control": "no-store", ...init.headers } });
}

export function created(data: unknown, location: string): Response {
  return json(data, { status: 201, headers: { Location: location } });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

// ---------------------------------------------------------------- shared path parameters

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const uuidParams = z.object({ id: z.uuid() });

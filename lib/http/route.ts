// The route wrapper: settles the actor, checks the Origin of cookie-authenticated writes, requires the
// sign-in the route declares, rate-limits, parses params, query and body with zod, runs the handler and
// maps every failure to problem+json. Handlers stay thin: parse (done here), call one service, respond.
// The order is the order of trust: nothing about a body is read (its type, its size, its fields) before
// the caller is known to be allowed to send one, and a body is read as a stream that stops at its cap.
import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { getRequestActor } from "@/lib/auth/request-actor";
import { config } from "@/lib/config";
import { AppError, forbidden, unauthenticated } from "@/lib/errors";
import { textProblem } from "@/lib/server/request-target";
import { consumeRateLimit, rateLimitKey } from "@/lib/rate-limit/consume-rate-limit";
import type { RateLimitRow } from "@/lib/rate-limit/limits";
import { overriddenActor } from "./actor-override";
import { documented, type Documented, type DocumentedAccess } from "./route-contract";
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

/** What the handler parses and who may call it; `doc` (./route-contract.ts) is its entry in the OpenAPI document. */
export type RouteSpec<P, Q, B> = DocumentedAccess & {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Largest accepted request body in bytes (default 64 kB); the read stops there with 413. */
  maxBodyBytes?: number;
  /** An empty body stands for {} (the body's fields are all optional). */
  optionalBody?: boolean;
  /**
   * Whether this caller may touch the record the path names, decided before the body is read
   * (throws forbidden or not_found). The service decides again: this only keeps a stranger's body
   * from being read and validated (and answered with 415 or 422) when the answer is 403 or 404 anyway.
   */
  authorize?: (actor: Actor, params: P) => void | Promise<void>;
  /** A row of RATE_LIMITS (lib/rate-limit/limits.ts): the type admits no budget that is not in the table. */
  rateLimit?: RateLimitRow;
  /** Resolves the actor; defaults to the session cookie / bearer token of the request. */
  resolveActor?: (request: Request) => Promise<Actor>;
};

const DEFAULT_MAX_BODY = 64 * 1024;
/** Deeper JSON is no form of ours; 32,000 nested brackets once cost a 500 (a stack overflow while validating). */
const MAX_JSON_DEPTH = 32;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createRouteHandler<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  spec: RouteSpec<P, Q, B>,
  handler: (input: HandlerInput<P, Q, B>) => Promise<Response>,
): Documented<RouteHandler> {
  // The spec rides on the handler: the OpenAPI document reads the very schemas parsed here.
  return documented<Parameters<RouteHandler>, ReturnType<RouteHandler>>(async (request, context) => {
    const requestId = requestIdOf(request);
    try {
      checkOrigin(request);
      const actor = overriddenActor() ?? (await (spec.resolveActor ?? getRequestActor)(request));
      if (spec.auth) requireAccess(actor, spec.auth);
      if (spec.rateLimit) {
        const { purpose, limit, windowSeconds } = spec.rateLimit;
        await consumeRateLimit(rateLimitKey(purpose, request, actor), limit, windowSeconds);
      }
      const rawParams = (await context?.params) ?? {};
      const params = parsePart(spec.params, rawParams, "path") as P;
      if (spec.authorize) await spec.authorize(actor, params);
      const url = new URL(request.url);
      const targetProblem = textProblem("query", url.search.slice(1).replace(/\+/g, " "));
      if (targetProblem) throw new AppError("bad_request", targetProblem);
      const query = parsePart(spec.query, searchParamsToObject(url.searchParams), "query") as Q;
      const body = spec.body
        ? (parsePart(spec.body, await readJson(request, spec.maxBodyBytes ?? DEFAULT_MAX_BODY, spec.optionalBody ?? false), "body") as B)
        : (undefined as B);
      const response = await handler({ request, actor, params, query, body, requestId });
      response.headers.set("X-Request-Id", requestId);
      return response;
    } catch (error) {
      return problemResponse(error, request, requestId);
    }
  }, spec);
}

function requireAccess(actor: Actor, rule: NonNullable<RouteSpec<unknown, unknown, unknown>["auth"]>) {
  if (actor.kind !== "user") throw unauthenticated();
  if (rule === "platformAdmin" && !actor.isPlatformAdmin) throw forbidden("problems.detail.adminOnly");
}

function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  // A load balancer's id is kept so logs can be joined; anything odd is replaced.
  return given && /^[\w.-]{8,100}$/.test(given) ? given : randomUUID();
}

/**
 * Cookie-authenticated writes must come from our own pages (CSRF): the Origin must be APP_URL's
 * or the request's own host. Bearer-token clients send no cookie and are not affected.
 */
function checkOrigin(request: Request) {
  if (SAFE_METHODS.has(request.method) || !request.headers.get("cookie")) return;
  const origin = request.headers.get("origin");
  if (!origin) throw new AppError("forbidden", "problems.detail.crossSite");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError("forbidden", "problems.detail.crossSite");
  }
  const allowed = new Set<string>([new URL(config().APP_URL).host]);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) allowed.add(host);
  allowed.add(new URL(request.url).host);
  if (!allowed.has(originHost)) throw new AppError("forbidden", "problems.detail.crossSite");
}

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown, where: "path" | "query" | "body"): T | unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Path parameters that do not parse name a record that cannot exist.
  if (where === "path") throw new AppError("not_found", "problems.detail.notFound");
  const prefix = where === "query" ? ["query"] : [];
  throw new AppError("validation", where === "query" ? "problems.detail.invalidQuery" : "problems.detail.invalidFields", {
    invalidParams: zodInvalidParams(result.error, prefix),
  });
}

/** JSON, or a JSON dialect such as application/merge-patch+json; anything else is refused with 415. */
function isJsonMediaType(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]!.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * The body, read chunk by chunk and given up as soon as it passes `maxBytes` (declared or not: a
 * chunked body has no Content-Length). The stream is not cancelled: cancelling destroys the socket
 * before the 413 is written; the project's server closes the connection once the answer is out.
 */
async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new AppError("payload_too_large", "problems.detail.bodyTooLarge", { values: { maxKb: String(Math.floor(maxBytes / 1024)) } });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const buffer = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    buffer.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return buffer;
}

/** How deeply arrays and objects nest, counted on the text without parsing it (strings skipped). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

async function readJson(request: Request, maxBytes: number, optional: boolean): Promise<unknown> {
  const hasBody = request.body !== null && request.headers.get("content-length") !== "0";
  if (hasBody && !isJsonMediaType(request.headers.get("content-type")) && !(optional && !request.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", "problems.detail.jsonOnly");
  }
  const text = new TextDecoder().decode(await readBody(request, maxBytes));
  if (text.trim() === "") {
    if (optional) return {};
    throw new AppError("bad_request", "problems.detail.jsonRequired");
  }
  // PostgreSQL text cannot hold NUL; refusing it here keeps it from surfacing as a 500.
  if (text.includes("\\u0000") || text.includes("\u0000")) {
    throw new AppError("validation", "problems.detail.nul", { invalidParams: [{ pointer: "", message: "NUL character" }] });
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new AppError("bad_request", "problems.detail.jsonTooDeep", { values: { max: MAX_JSON_DEPTH } });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "problems.detail.jsonInvalid");
  }
  // JSON may escape half a surrogate pair ("\ud800"), which PostgreSQL cannot store either.
  const broken = illFormedStringPath(parsed);
  if (broken)
    throw new AppError("validation", "problems.detail.unicode", {
      invalidParams: [{ pointer: toJsonPointer(broken), message: "invalid Unicode (lone surrogate)" }],
    });
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

export { idParams } from "./record-id";
export const uuidParams = z.object({ id: z.uuid() });

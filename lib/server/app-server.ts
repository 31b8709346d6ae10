// The project's HTTP server around Next.js's request handler (scripts/serve.ts starts it for
// `npm start`, the end-to-end tests, the benchmarks and docker-compose). It exists for what Next's
// route handlers cannot see or do:
//  - the TCP peer address: the client address is computed here (lib/server/client-address.ts) and
//    written over X-Forwarded-For, so the application reads one address that no client chose;
//  - malformed request targets, refused with 400 problem+json instead of Next's bare 500;
//  - the security headers, on every response including Next's own error pages;
//  - a page that fails because PostgreSQL is unreachable answers 503 with Retry-After and the
//    localised outage page (lib/server/outage.ts) instead of Next's 500;
//  - a request body left unread when the answer is already out (a 413 at the cap) is not received
//    to its end: the connection is closed instead;
//  - a header line is never sent twice with the same value (Next's first render of a cached redirect
//    repeats `location`, see appendEachValueOnce);
//  - compression (lib/server/compression.ts): a page from the page cache is compressed once, not on
//    every request.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { Duplex } from "node:stream";
import { clientAddress, peerIsTrustedProxy, type TrustedProxies } from "./client-address";
import { CompressedBodies, compressResponse } from "./compression";
import { databaseRecentlyUnavailable, localeOfPath, RETRY_AFTER_SECONDS, type OutagePages } from "./outage";
import { requestTargetProblem } from "./request-target";
import { isFrameablePath } from "./security-headers";

type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse) => unknown;

export type AppServerOptions = {
  handle: RequestHandler;
  trustedProxies: TrustedProxies;
  /** Set on every response (lib/server/security-headers.ts). */
  headers: Record<string, string>;
  /** Set instead of `headers` on the paths any site may frame (isFrameablePath: the reviews widget). */
  frameableHeaders?: Record<string, string>;
  /** How long a connection may keep sending a body nobody reads after its answer went out. */
  lingerMs?: number;
  /** The outage pages by locale (loadOutagePages); without them a page's 500 stays a 500. */
  outagePages?: OutagePages;
  /** Whether the database failed a moment ago (default: the note instrumentation.ts keeps). */
  databaseUnavailable?: () => boolean;
  /** Where compressed pages of the page cache are kept (default: 64 MB of this server's memory). */
  compressedBodies?: CompressedBodies;
};

/** The headers through which a client could claim an address, a host or a scheme. */
const FORWARDING_HEADERS = ["x-forwarded-for", "x-real-ip", "forwarded", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

export function createAppServer(options: AppServerOptions): http.Server {
  const linger = options.lingerMs ?? 1000;
  const compressedBodies = options.compressedBodies ?? new CompressedBodies();
  const server = http.createServer((request, response) => {
    const headers = options.frameableHeaders && isFrameablePath(request.url ?? "/") ? options.frameableHeaders : options.headers;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    appendEachValueOnce(response);
    const peer = request.socket.remoteAddress;
    const forwardedFor = request.headers["x-forwarded-for"];
    const client = clientAddress(peer, Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor, options.trustedProxies);
    // A proxy we trust may tell us the public host and scheme; anybody else may not.
    const fromTrustedProxy = peerIsTrustedProxy(peer, options.trustedProxies);
    for (const name of FORWARDING_HEADERS) {
      if (fromTrustedProxy && (name === "x-forwarded-host" || name === "x-forwarded-proto" || name === "x-forwarded-port")) continue;
      delete request.headers[name];
    }
    request.headers["x-forwarded-for"] = client;

    response.on("finish", () => {
      if (request.complete) return;
      // The answer went out before the body was read (a 413 at the cap, a 401 before reading): stop
      // receiving it. Half-close first so the client reads the answer, then drop the connection.
      const socket = request.socket;
      socket.end();
      setTimeout(() => socket.destroy(), linger).unref();
    });

    const problem = requestTargetProblem(request.url ?? "/");
    if (problem) return void badRequest(request, response, problem);
    // Before the outage answer, which then goes out compressed like any page.
    compressResponse(request, response, compressedBodies);
    if (options.outagePages && isPageRequest(request)) {
      answerOutagesWith503(request, response, options.outagePages, options.databaseUnavailable ?? databaseRecentlyUnavailable);
    }
    Promise.resolve(options.handle(request, response)).catch((error: unknown) => {
      console.error(`[server] ${request.method} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end();
      } else response.destroy();
    });
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => answerUnparsableRequest(error, socket, options.headers));
  return server;
}

/**
 * Next 16 answers the first render of a page cached with its redirect (a disabled consultant's page,
 * `redirect()` during the render) by setting `location` while it renders and then appending every
 * header of the cache entry it just wrote, that `location` again: two `location` lines, which a proxy
 * may join into "/en, /en", an address that leads nowhere (vercel/next.js#82117; later requests,
 * served from the cache, carry one). A value that a header already carries is therefore not
 * appended again; distinct values (two cookies) still are. Repeating an identical value never adds
 * meaning (a list with one member twice, a cookie set twice), so this drops nothing a client reads.
 */
function appendEachValueOnce(response: http.ServerResponse): void {
  const append = response.appendHeader.bind(response);
  response.appendHeader = (name: string, value: string | readonly string[]) => {
    const current = response.getHeader(name);
    const present = new Set(current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)]);
    const added: string[] = [];
    for (const v of typeof value === "string" ? [value] : value) {
      if (present.has(String(v))) continue;
      present.add(String(v));
      added.push(String(v));
    }
    return added.length > 0 ? append(name, added) : response;
  };
}

/** What the HTTP parser refused before any handler saw a request, by the parser's error code. */
const PARSER_REFUSALS: Record<string, { status: number; title: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, title: "Request header fields too large", detail: "The request's headers are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, title: "Request timeout", detail: "The request was not received in time." },
};

/**
 * A request the HTTP parser cannot read (raw non-ASCII bytes in the request line, a broken header):
 * Node would answer a bare "400 Bad Request" without our headers. It gets the same answer as any
 * other 400 of ours instead: problem+json with the security headers (issue 29).
 */
function answerUnparsableRequest(error: NodeJS.ErrnoException, socket: Duplex, headers: Record<string, string>) {
  // As Node's own handler: nothing to answer on a reset, and never into an answer already under way.
  const inFlight = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) return void socket.destroy();
  const refusal = PARSER_REFUSALS[error.code ?? ""] ?? { status: 400, title: "Bad request", detail: "The request could not be read." };
  const requestId = randomUUID();
  const body = JSON.stringify({
    type: `https://beraterwahl.ch/problems/${refusal.status === 400 ? "bad-request" : refusal.title.toLowerCase().replaceAll(" ", "-")}`,
    title: refusal.title,
    status: refusal.status,
    detail: refusal.detail,
    instance: "/",
    requestId,
  });
  const lines = [
    `HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status] ?? "Bad Request"}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Content-Type: application/problem+json",
    "Cache-Control: no-store",
    `X-Request-Id: ${requestId}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
  ];
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

function badRequest(request: http.IncomingMessage, response: http.ServerResponse, detail: string) {
  const requestId = randomUUID();
  const body = JSON.stringify({
    type: "https://beraterwahl.ch/problems/bad-request",
    title: "Bad request",
    status: 400,
    detail,
    // The target itself is what could not be read; echoing it would echo the attack.
    instance: "/",
    requestId,
  });
  response.writeHead(400, {
    "Content-Type": "application/problem+json",
    "Cache-Control": "no-store",
    "X-Request-Id": requestId,
    "Content-Length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** A document a browser navigates to: not the API (it answers 503 itself), not a static file. */
function isPageRequest(request: http.IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = (request.url ?? "/").split("?")[0]!;
  return !pathname.startsWith("/api/") && !pathname.startsWith("/_next/");
}

/**
 * Replaces the page's answer with the outage page if Next is about to send a 500 while the database
 * is noted as unavailable. Next sets the status and then writes (or calls writeHead); whichever
 * comes first decides, before any header leaves, and the rest of Next's output is dropped.
 */
function answerOutagesWith503(request: http.IncomingMessage, response: http.ServerResponse, pages: OutagePages, databaseUnavailable: () => boolean) {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => http.ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
  let replaced = false;
  const replaceIfOutage = (status: number) => {
    if (replaced || response.headersSent || status < 500 || status === 503 || !databaseUnavailable()) return replaced;
    replaced = true;
    const body = pages[localeOfPath((request.url ?? "/").split("?")[0]!)];
    for (const name of response.getHeaderNames()) {
      if (!/^(?:content-security-policy|x-content-type-options|referrer-policy|x-frame-options|strict-transport-security|permissions-policy)$/.test(name))
        response.removeHeader(name);
    }
    writeHead(503, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(RETRY_AFTER_SECONDS),
      "Content-Length": Buffer.byteLength(body),
    });
    end(request.method === "HEAD" ? undefined : body);
    return true;
  };
  const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === "function");
  response.writeHead = ((status: number, ...rest: unknown[]) => (replaceIfOutage(status) ? response : writeHead(status, ...rest))) as typeof response.writeHead;
  response.write = ((...args: unknown[]) => {
    if (replaceIfOutage(response.statusCode)) {
      callbackOf(args)?.();
      return true;
    }
    return write(...args);
  }) as typeof response.write;
  response.end = ((...args: unknown[]) => {
    if (replaceIfOutage(response.statusCode)) {
      callbackOf(args)?.();
      return response;
    }
    return end(...args);
  }) as typeof response.end;
}

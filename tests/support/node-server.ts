// The project's HTTP server (lib/server/app-server.ts) in a test, with the real route handlers of
// app/api behind it instead of a Next.js build: the Node request becomes a Web Request the way Next's
// own adapter makes it (the IncomingMessage itself as a streamed body), and the Response is written back.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { runAsActor } from "@/lib/http/actor-override";
import type { RouteHandler } from "@/lib/http/route";
import { createAppServer } from "@/lib/server/app-server";
import { parseTrustedProxies } from "@/lib/server/client-address";
import { frameableSecurityHeaders, securityHeaders } from "@/lib/server/security-headers";
import type { Actor } from "@/lib/auth/actor";
import { anonymous } from "./actors";

/** By "METHOD /path"; `actor` is who calls (anonymous unless given). */
export type Routes = Record<string, { handler: RouteHandler; params?: Record<string, string>; actor?: Actor }>;

export async function startTestServer(
  routes: Routes,
  options: { trustedProxies?: string } = {},
): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const server = createAppServer({
    trustedProxies: parseTrustedProxies(options.trustedProxies),
    headers: securityHeaders({ appUrl: "http://localhost:3000", bookingWidgetUrl: "https://app.calenso.com/booking" }),
    frameableHeaders: frameableSecurityHeaders({ appUrl: "http://localhost:3000", bookingWidgetUrl: "https://app.calenso.com/booking" }),
    handle: async (req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost:3000");
      const route = routes[`${req.method} ${url.pathname}`];
      if (!route) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(url, {
        method: req.method,
        headers,
        ...(hasBody ? { body: req as unknown as BodyInit, duplex: "half" } : {}),
      } as RequestInit);
      const response = await runAsActor(route.actor ?? anonymous, () => route.handler(request, { params: Promise.resolve(route.params ?? {}) }));
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ChunkedResult = { status: number | null; sentBytes: number; closedAfterMs: number | null };

/**
 * Streams `totalBytes` of `chunk`s (no Content-Length: Transfer-Encoding chunked) and stops as soon as
 * the server answers or drops the connection. Reports the status and how much the server let through.
 */
export function sendChunked(port: number, path: string, totalBytes: number, headers: Record<string, string> = {}): Promise<ChunkedResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const piece = Buffer.alloc(64 * 1024, "[");
    let sent = 0;
    let status: number | null = null;
    let finished = false;
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json", ...headers } });
    const done = () => {
      if (finished) return;
      finished = true;
      resolve({ status, sentBytes: sent, closedAfterMs: Date.now() - started });
      req.destroy();
    };
    req.on("response", (res) => {
      status = res.statusCode ?? null;
      res.resume();
      res.on("end", () => setTimeout(done, 50));
    });
    req.on("error", () => done());
    req.on("close", () => done());
    const write = () => {
      while (!finished && status === null && sent < totalBytes) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      if (!finished && status === null && sent >= totalBytes) req.end();
    };
    write();
  });
}

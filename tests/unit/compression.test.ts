// Our server compresses its responses (lib/server/compression.ts): a page from the page cache once per
// distinct body and encoding, everything else as it streams. Next is a stub here that answers like Next
// does (a cached page in one piece with `x-nextjs-cache`, a rendered page in chunks with `res.flush()`);
// the client is Node's http, which decodes nothing by itself.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Duplex } from "node:stream";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppServer } from "@/lib/server/app-server";
import { parseTrustedProxies } from "@/lib/server/client-address";
import { CompressedBodies, negotiateEncoding } from "@/lib/server/compression";

const page = (version: number) => `<!DOCTYPE html><html><body>${`<p class="text-sm text-muted">Rating ${version}</p>`.repeat(400)}</body></html>`;
let version = 1;
let releaseSecondChunk: () => void = () => {};
let abandonedStreamDestroyed: (destroyed: boolean) => void = () => {};
const abandoned = new Promise<boolean>((resolve) => (abandonedStreamDestroyed = resolve));
const bodies = new CompressedBodies();

const server = createAppServer({
  trustedProxies: parseTrustedProxies(undefined),
  headers: { "X-Content-Type-Options": "nosniff" },
  compressedBodies: bodies,
  handle: (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/cached") {
      const body = Buffer.from(page(version));
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("vary", "rsc, next-router-state-tree");
      res.setHeader("content-length", body.length);
      return void res.end(req.method === "HEAD" ? undefined : body);
    }
    if (path === "/cached-by-writehead") {
      // Headers handed to writeHead (as `send` and Next's redirects do) reach the decision and the answer.
      res.writeHead(200, { "content-type": "text/plain", "x-nextjs-cache": "STALE", "cache-control": "s-maxage=60" });
      res.write("stale ".repeat(300));
      return void res.end("page");
    }
    if (path === "/streamed") {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(`<!DOCTYPE html><html><body><main>${"<p>shell</p>".repeat(200)}`);
      (res as http.ServerResponse & { flush?: () => void }).flush?.();
      return void new Promise<void>((resolve) => (releaseSecondChunk = resolve)).then(() => res.end(`${"<p>hole</p>".repeat(200)}</main></body></html>`));
    }
    if (path === "/abandoned") {
      // The client goes away after the shell: the zlib stream behind the answer must not outlive it
      // (the package ends it since 1.8.2; Next's older copy leaked it and needed a fix of its own).
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(`<!DOCTYPE html><html><body>${"<p>shell</p>".repeat(200)}`);
      (res as http.ServerResponse & { flush?: () => void }).flush?.();
      const stream: unknown = res.on("drain", () => {});
      res.once("close", () => setImmediate(() => abandonedStreamDestroyed(stream instanceof Duplex && stream.destroyed)));
      return;
    }
    if (path === "/pdf") {
      res.setHeader("content-type", "application/pdf");
      return void res.end(Buffer.alloc(4096, 1));
    }
    res.statusCode = 404;
    res.setHeader("content-type", "text/html");
    res.end("<p>not found</p>".repeat(200));
  },
});

let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; firstChunkBeforeEnd?: Buffer };

function get(path: string, acceptEncoding?: string, method = "GET", onFirstChunk?: (chunk: Buffer) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => {
        if (chunks.length === 0) onFirstChunk?.(chunk);
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

const decode = (answer: Answer) =>
  answer.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(answer.body).toString()
    : answer.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(answer.body).toString()
      : answer.body.toString();

describe("compression of our server's responses", () => {
  it("sends a page from the page cache in brotli to a browser, compressed once for every request", async () => {
    version = 1;
    const before = bodies.size;
    const first = await get("/cached", "gzip, deflate, br, zstd");
    const second = await get("/cached", "gzip, deflate, br, zstd");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(decode(first)).toBe(page(1));
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(first.body.length).toBeLessThan(Buffer.byteLength(page(1)) / 10);
    // The page's own Vary list, with Accept-Encoding added once.
    expect(first.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
    expect(second.body.equals(first.body)).toBe(true);
    expect(bodies.size).toBe(before + 1);
  });

  it("compresses a changed page anew: the bodies are kept by their bytes, not by their address", async () => {
    version = 2;
    const before = bodies.size;
    const answer = await get("/cached", "br");
    expect(decode(answer)).toBe(page(2));
    expect(bodies.size).toBe(before + 1);
  });

  it("sends gzip where brotli is not accepted, and the page as it is where nothing is", async () => {
    version = 3;
    const gzip = await get("/cached", "gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decode(gzip)).toBe(page(3));
    const identity = await get("/cached");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(page(3));
    expect(Number(identity.headers["content-length"])).toBe(identity.body.length);
  });

  it("collects a cached body whose headers came with writeHead, written in pieces", async () => {
    const answer = await get("/cached-by-writehead", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe("s-maxage=60");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(decode(answer)).toBe(`${"stale ".repeat(300)}page`);
  });

  it("answers HEAD of a cached page with its headers and no body", async () => {
    const answer = await get("/cached", "br", "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });

  it("streams a page rendered per request compressed, its shell before its holes", async () => {
    let shell: Buffer | undefined;
    const answer = get("/streamed", "gzip, deflate, br", "GET", (chunk) => {
      shell = chunk;
      releaseSecondChunk();
    });
    const done = await answer;
    expect(done.headers["content-encoding"]).toBe("br");
    expect(done.headers["content-length"]).toBeUndefined();
    expect(decode(done)).toContain("<p>hole</p></main>");
    // The first chunk arrived before the handler wrote the rest (it waited for it): the shell was flushed.
    expect(shell).toBeDefined();
    expect(zlib.brotliDecompressSync(shell!, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }).toString()).toContain("<p>shell</p>");
  });

  it("ends the compression stream of an answer whose client went away", async () => {
    await new Promise<void>((resolve) => {
      const request = http.get(`${base}/abandoned`, { headers: { "accept-encoding": "gzip" } }, (response) => {
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.on("error", () => {});
    });
    expect(await abandoned).toBe(true);
  });

  it("leaves what does not compress and what is not a page of the cache to their own rules", async () => {
    const pdf = await get("/pdf", "gzip, br");
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect(pdf.body.length).toBe(4096);
    const notFound = await get("/missing", "gzip");
    expect(notFound.status).toBe(404);
    expect(notFound.headers["content-encoding"]).toBe("gzip");
    expect(decode(notFound)).toContain("<p>not found</p>");
  });
});

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.4", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", null],
    ["GZIP", "gzip"],
    ["br;q=abc, gzip", "gzip"],
    [undefined, null],
    ["gzip,".repeat(200), null],
  ] as const)("%s → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

// Compression of every response of our server (next.config.mjs sets `compress: false`: Next would
// compress inside its handler, where nothing can tell it that a body is one it sent before).
//
// A page from the page cache (`x-nextjs-cache: HIT` or `STALE`) and a file under /_next/static/ are
// the same bytes for every visitor until they change, yet Next compressed them again on every request:
// about 1.4 ms of CPU for a 164 kB search results page, more than the rest of serving it from the cache
// (docs/benchmarks.md, "Compressing cached pages once"). Such a body is compressed once per encoding
// and kept in memory under the hash of its bytes, so a changed page is a new entry and nothing can be
// served for the wrong page; the least recently used bodies go first. Brotli where the browser takes it
// (a sixth smaller than gzip on our pages), gzip otherwise.
//
// Everything else (pages rendered per request, streamed as they render; the API's JSON) goes through
// the `compression` package as it did inside Next, with brotli added. Since 1.8.2 the package ends its
// zlib stream when a client goes away mid-answer (Next's older copy needed releaseCompressionStream).
import compression from "compression";
import { createHash } from "node:crypto";
import type http from "node:http";
import zlib from "node:zlib";

type Encoding = "br" | "gzip";

/** Compressed bodies by the hash of their bytes and the encoding, least recently used out first. */
export class CompressedBodies {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get size(): number {
    return this.entries.size;
  }

  take(key: string, compress: () => Buffer): Buffer {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = compress();
    if (value.length > this.maxBytes / 16) return value;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, body] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= body.length;
    }
    return value;
  }
}

/** The encoding to send: brotli, else gzip, as the client accepts them (q=0 refuses); null for none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding || acceptEncoding.length > 512) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";");
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim() === "q") q = Number(value);
    }
    accepted.set(name.trim().toLowerCase(), Number.isFinite(q) ? q : 0);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has("*") ? accepted.get("*")! : 0);
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/** A body every visitor of this address gets as it is: a page from the page cache, a build file. */
function sameForEveryone(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (request.method !== "GET" || response.statusCode !== 200 || response.hasHeader("content-encoding")) return false;
  // The package's own test of the content type (its `compressible` list), as for every other answer.
  if (!compression.filter(request as Parameters<typeof compression.filter>[0], response as Parameters<typeof compression.filter>[1])) return false;
  const cache = response.getHeader("x-nextjs-cache");
  return cache === "HIT" || cache === "STALE" || (request.url ?? "").startsWith("/_next/static/");
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body, { level: 9 });
}

const streaming = compression({
  // What the cached layer below takes is not compressed twice.
  filter: (request, response) =>
    !(sameForEveryone(request, response) && negotiateEncoding(request.headers["accept-encoding"])) && compression.filter(request, response),
});

/** Compresses what `response` sends, as the request accepts; call before the handler writes anything. */
export function compressResponse(request: http.IncomingMessage, response: http.ServerResponse, bodies: CompressedBodies): void {
  compressOnce(request, response, bodies);
  streaming(request as Parameters<typeof streaming>[0], response as Parameters<typeof streaming>[1], () => {});
}

/** Collects a body that is the same for everyone and sends it compressed from `bodies`. */
function compressOnce(request: http.IncomingMessage, response: http.ServerResponse, bodies: CompressedBodies): void {
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (!encoding || request.method !== "GET") return;
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => http.ServerResponse;
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
  const chunks: Buffer[] = [];
  let collecting: boolean | undefined;
  const decide = () => (collecting ??= sameForEveryone(request, response));
  const asBuffer = (chunk: unknown, charset: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, (typeof charset === "string" ? charset : "utf8") as BufferEncoding)
        : Buffer.from(chunk as Uint8Array);
  const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === "function");

  response.writeHead = ((code: number, ...rest: unknown[]) => {
    // Headers given here join the ones set before, so the decision sees them all.
    const headers = rest.find((r) => typeof r === "object" && r !== null) as http.OutgoingHttpHeaders | string[] | undefined;
    response.statusCode = code;
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) response.appendHeader(headers[i]!, headers[i + 1]!);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    // Collected: the headers leave with the compressed body, in end().
    return decide() ? response : writeHead(code, ...rest.filter((r) => typeof r === "string"));
  }) as typeof response.writeHead;
  const flushHeaders = response.flushHeaders.bind(response);
  response.flushHeaders = () => {
    if (!decide()) flushHeaders();
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  response.write = ((chunk: unknown, ...args: unknown[]) => {
    if (!decide()) return write(chunk, ...args);
    chunks.push(asBuffer(chunk, args[0]));
    const callback = callbackOf(args);
    if (callback) process.nextTick(callback);
    return true;
  }) as typeof response.write;
  response.end = ((...args: unknown[]) => {
    if (!decide()) return end(...args);
    const [chunk] = args;
    if (chunk !== undefined && typeof chunk !== "function") chunks.push(asBuffer(chunk, args[1]));
    const body = Buffer.concat(chunks);
    const key = `${encoding}:${createHash("sha1").update(body).digest("base64")}`;
    const compressed = bodies.take(key, () => compress(body, encoding));
    response.setHeader("content-encoding", encoding);
    response.setHeader("content-length", compressed.length);
    varyOnEncoding(response);
    writeHead(response.statusCode);
    return end(compressed, callbackOf(args));
  }) as typeof response.end;
}

/** Adds Accept-Encoding to the response's Vary list (one header line) unless it names it already. */
function varyOnEncoding(response: http.ServerResponse): void {
  const current = response.getHeader("vary");
  const names = (Array.isArray(current) ? current.join(",") : String(current ?? "")).split(",").map((name) => name.trim());
  if (names.some((name) => name.toLowerCase() === "accept-encoding" || name === "*")) return;
  response.setHeader("vary", [...names.filter(Boolean), "Accept-Encoding"].join(", "));
}

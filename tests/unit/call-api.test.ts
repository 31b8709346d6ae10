// The browser's one API helper against a real HTTP server on loopback: what a form receives for a
// success, a plain-text answer, a problem+json with field errors, a problem without them, and no answer at all.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyProblem, callApi, fieldPath } from "@/lib/client/call-api";
import { VERBATIM } from "@/lib/validation-messages";

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const send = (status: number, type: string, payload: unknown) => {
        response.writeHead(status, { "content-type": type });
        response.end(payload === undefined ? undefined : JSON.stringify(payload));
      };
      if (request.url === "/ok") return send(200, "application/json", { echo: JSON.parse(body || "null"), method: request.method });
      if (request.url === "/empty") return send(204, "application/json", undefined);
      if (request.url === "/address") {
        response.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
        return response.end(`https://billing.example/session?accept=${encodeURIComponent(request.headers.accept ?? "")}\n`);
      }
      if (request.url === "/unconfigured") return send(503, "application/problem+json", { title: "Not configured", detail: "Billing is off." });
      // Never answers: only an abort ends the request.
      if (request.url === "/slow") return;
      if (request.url === "/invalid")
        return send(422, "application/problem+json", {
          title: "Unprocessable",
          detail: "The request has invalid fields.",
          invalidParams: [
            { pointer: "/customer/email", message: "Diese Adresse ist ein Wegwerf-Postfach.", messageKey: "validation.disposableEmail" },
            { pointer: "/languages/0", message: "Ungültig" },
            { pointer: "/unknown", message: "nope" },
          ],
        });
      return send(409, "application/problem+json", { title: "Conflict", detail: "Already decided." });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("callApi", () => {
  it("sends JSON and returns the parsed answer", async () => {
    const result = await callApi<{ echo: unknown; method: string }>(`${base}/ok`, { method: "PUT", body: { a: 1 } });
    expect(result).toEqual({ ok: true, status: 200, data: { echo: { a: 1 }, method: "PUT" } });
    expect(await callApi(`${base}/empty`, { method: "DELETE" })).toEqual({ ok: true, status: 204, data: null });
  });

  it("reads problem+json, and reports a request that got no answer as status 0", async () => {
    const conflict = await callApi(`${base}/conflict`, { method: "POST", body: {} });
    expect(conflict).toMatchObject({ ok: false, status: 409, problem: { detail: "Already decided.", invalidParams: [] } });
    const offline = await callApi("http://127.0.0.1:1/nothing");
    expect(offline).toMatchObject({ ok: false, status: 0 });
  });
});

describe('callApi with read: "text"', () => {
  it("returns a plain-text answer as it came, and a failure as the problem", async () => {
    const address = await callApi(`${base}/address`, { read: "text" });
    expect(address).toEqual({
      ok: true,
      status: 200,
      data: `https://billing.example/session?accept=${encodeURIComponent("text/plain, application/problem+json")}\n`,
    });
    const unconfigured = await callApi(`${base}/unconfigured`, { read: "text" });
    expect(unconfigured).toMatchObject({ ok: false, status: 503, problem: { title: "Not configured", detail: "Billing is off." } });
    expect(await callApi("http://127.0.0.1:1/nothing", { read: "text" })).toMatchObject({ ok: false, status: 0 });
  });

  it("answers an aborted request as status 0", async () => {
    const controller = new AbortController();
    const pending = callApi(`${base}/slow`, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, status: 0 });
  });
});

describe("applyProblem", () => {
  it("puts each invalid parameter on its field (an array item on its array) and returns the fields", async () => {
    const result = await callApi(`${base}/invalid`, { method: "POST", body: {} });
    const set: Record<string, string> = {};
    const others: unknown[] = [];
    const fields = applyProblem(result, {
      setError: ((name: string, error: { message: string }) => (set[name] = error.message)) as never,
      isField: (path) => ["customer.email", "languages"].includes(path),
      onOther: (problem) => others.push(problem),
    });
    expect(fields).toEqual(["customer.email", "languages"]);
    // The message key when the server sent one; otherwise its localised text, marked as such.
    expect(set).toEqual({ "customer.email": "validation.disposableEmail", languages: `${VERBATIM}Ungültig` });
    expect(others).toEqual([]);
  });

  it("hands a problem without field errors to onOther", async () => {
    const result = await callApi(`${base}/conflict`, { method: "POST" });
    const others: { status: number }[] = [];
    expect(applyProblem(result, { setError: (() => undefined) as never, onOther: (p) => others.push(p) })).toEqual([]);
    expect(others.map((p) => p.status)).toEqual([409]);
  });

  it("turns JSON pointers into react-hook-form paths", () => {
    expect(fieldPath("/customer/email")).toBe("customer.email");
    expect(fieldPath("/options/2/text/de")).toBe("options.2.text.de");
    expect(fieldPath("/a~1b")).toBe("a/b");
  });
});

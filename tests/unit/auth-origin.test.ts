import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors";

let assertSameOrigin: typeof import("../../lib/auth/origin").assertSameOrigin;

beforeAll(async () => {
  process.env.APP_URL = "https://beraterwahl.ch";
  ({ assertSameOrigin } = await import("../../lib/auth/origin"));
});

const req = (method: string, headers: Record<string, string>, url = "http://10.0.0.5:3000/api/consultant/1") => new Request(url, { method, headers });
const refused = (request: Request) => {
  try {
    assertSameOrigin(request);
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : "other";
  }
};

describe("assertSameOrigin", () => {
  it("lets reads through whatever their origin", () => {
    expect(refused(req("GET", { origin: "https://evil.example" }))).toBeNull();
  });

  it("accepts our own origin (APP_URL or the address the server was reached at)", () => {
    expect(refused(req("POST", { origin: "https://beraterwahl.ch" }))).toBeNull();
    expect(refused(req("DELETE", { origin: "http://10.0.0.5:3000" }))).toBeNull();
    expect(refused(req("PUT", { "sec-fetch-site": "same-origin" }))).toBeNull();
  });

  it("refuses other sites, opaque origins and cross-site fetches", () => {
    expect(refused(req("POST", { origin: "https://evil.example" }))).toBe("forbidden");
    expect(refused(req("POST", { origin: "https://beraterwahl.ch.evil.example" }))).toBe("forbidden");
    expect(refused(req("PATCH", { origin: "null" }))).toBe("forbidden");
    expect(refused(req("POST", { "sec-fetch-site": "cross-site" }))).toBe("forbidden");
    expect(refused(req("POST", { "sec-fetch-site": "same-site" }))).toBe("forbidden");
  });

  it("does not stand in the way of bearer-token clients without cookies, or of non-browser clients", () => {
    expect(refused(req("POST", { authorization: "Bearer abc", origin: "https://partner.example" }))).toBeNull();
    expect(refused(req("POST", { authorization: "Bearer abc", origin: "https://evil.example", cookie: "next-auth.session-token=x" }))).toBe("forbidden");
    expect(refused(req("POST", {}))).toBeNull();
  });
});

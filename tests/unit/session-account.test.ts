// Who is signed in, as the islands of a cached page learn it (lib/client/session-account.ts), against a real
// HTTP server on loopback standing in for next-auth's session endpoint: the islands that ask together share one
// request, a later question gets a fresh answer, and an answer of the wrong shape counts as signed out.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionAccount } from "@/lib/client/session-account";

let server: Server;
let requests = 0;
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  // The page's relative address, sent to the loopback server.
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => realFetch(`${base}${url}`, init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = 0;
});

const signedIn = { name: "Anna Muster", isPlatformAdmin: false, hasConsultant: true, administersCompany: false, consultantId: 7, unreadConversations: 2 };

describe("sessionAccount", () => {
  it("answers the islands that ask together with one request", async () => {
    answer = { status: 200, body: { account: signedIn } };
    const [menu, joinButton] = await Promise.all([sessionAccount(), sessionAccount()]);
    expect(requests).toBe(1);
    expect(menu).toEqual({ name: "Anna Muster", isPlatformAdmin: false, hasConsultant: true, administersCompany: false, consultantId: 7, unread: 2 });
    expect(joinButton).toEqual(menu);
  });

  it("asks again for a later question (after a sign-out, say)", async () => {
    answer = { status: 200, body: { account: signedIn } };
    await sessionAccount();
    answer = { status: 200, body: {} };
    expect(await sessionAccount()).toBeNull();
    expect(requests).toBe(2);
  });

  it("reads an answer of the wrong shape, or none, as signed out", async () => {
    answer = { status: 200, body: { account: { ...signedIn, name: 5 } } };
    expect(await sessionAccount()).toBeNull();
    answer = { status: 500, body: "broken" };
    expect(await sessionAccount()).toBeNull();
    answer = { status: 200, body: { account: { ...signedIn, consultantId: "7", unreadConversations: -3 } } };
    expect(await sessionAccount()).toMatchObject({ consultantId: null, unread: 0 });
  });
});

// A Stripe-shaped HTTP server on loopback (node:http) for the few calls we make: customers,
// checkout sessions and billing-portal sessions. It honours Idempotency-Key like Stripe does
// (same key, same response) and records every request for assertions.
import { createServer, type Server } from "node:http";

type StripeRequest = { method: string; path: string; idempotencyKey: string | null; authorization: string | null; form: URLSearchParams };

export type TestStripe = {
  url: string;
  requests: StripeRequest[];
  /** Answer every call with this status (e.g. 500) until cleared with null. */
  failWith: (status: number | null) => void;
  stop: () => Promise<void>;
};

export async function startTestStripe(): Promise<TestStripe> {
  const requests: StripeRequest[] = [];
  const byKey = new Map<string, unknown>();
  let counter = 0;
  let failure: number | null = null;

  const respond = (path: string, form: URLSearchParams): [number, unknown] => {
    const id = (prefix: string) => `${prefix}_test_${++counter}`;
    if (path === "/v1/customers") {
      return [200, { id: id("cus"), object: "customer", email: form.get("email"), name: form.get("name"), metadata: {} }];
    }
    // A session: its id (with the prefix Stripe gives it), its kind, and the address Stripe would send the visitor to.
    const session = (prefix: string, object: string, address: (id: string) => string, fields: Record<string, unknown>): [number, unknown] => {
      const sessionId = id(prefix);
      return [200, { id: sessionId, object, ...fields, url: address(sessionId) }];
    };
    if (path === "/v1/checkout/sessions") {
      const fields = { mode: form.get("mode"), customer: form.get("customer") };
      return session("cs", "checkout.session", (sessionId) => `https://checkout.stripe.test/c/pay/${sessionId}`, fields);
    }
    if (path === "/v1/billing_portal/sessions") {
      const fields = { customer: form.get("customer"), return_url: form.get("return_url") };
      return session("bps", "billing_portal.session", (sessionId) => `https://billing.stripe.test/p/session/${sessionId}`, fields);
    }
    return [404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` } }];
  };

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? "GET", path, idempotencyKey, authorization: req.headers.authorization ?? null, form });
      let status: number;
      let payload: unknown;
      if (failure !== null) {
        [status, payload] = [failure, { error: { type: "api_error", message: "simulated outage" } }];
      } else if (idempotencyKey && byKey.has(`${path} ${idempotencyKey}`)) {
        [status, payload] = [200, byKey.get(`${path} ${idempotencyKey}`)];
      } else {
        [status, payload] = respond(path, form);
        if (status === 200 && idempotencyKey) byKey.set(`${path} ${idempotencyKey}`, payload);
      }
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

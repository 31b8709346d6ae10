// The response schemas of the OpenAPI document (lib/openapi/responses.ts) against what the real
// handlers answer: every documented field is there with its type, so a client generated from the
// document can rely on it.
import { vi } from "vitest";

vi.hoisted(() => {
  for (const key of ["SMTP_URL", "STRIPE_SECRET_KEY", "OIDC_ISSUER"]) delete process.env[key];
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as attachment from "../../app/api/attachment/route";
import * as company from "../../app/api/company/route";
import * as consultant from "../../app/api/consultant/route";
import * as topic from "../../app/api/consultingTopic/route";
import * as evaluation from "../../app/api/evaluation/route";
import * as verificationCode from "../../app/api/evaluation/verification-code/route";
import * as invitation from "../../app/api/invitation/route";
import * as health from "../../app/api/health/route";
import * as postalCode from "../../app/api/postalCode/route";
import * as search from "../../app/api/search/route";
import { whenDeliveredSoon } from "../../lib/email/deliver-soon";
import type { RouteHandler } from "../../lib/http/route";
import "../../lib/openapi/operations";
import { listOperations } from "../../lib/openapi/registry";
import { PNG_BASE64 } from "../security/fuzz-support";
import { call, consultantActor, insertCompany, insertConsultant, setupApiDatabase, user, type CallOptions } from "../support/api";
import { submissionFor } from "./evaluation-fixtures";

const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());

let consultantId = 0;
beforeAll(async () => {
  consultantId = (await insertConsultant(ctx.current())).id;
  await insertCompany(ctx.current());
});

function documented(method: string, path: string) {
  const op = listOperations().find((o) => o.method === method && o.path === path);
  if (!op?.response) throw new Error(`${method} ${path} has no documented response`);
  return op.response;
}

describe("documented responses match the real ones", () => {
  const cases: [string, string, RouteHandler, () => Promise<CallOptions>][] = [
    ["get", "/api/consultant", consultant.GET, async () => ({ query: { pageSize: "all" } })],
    ["get", "/api/search", search.GET, async () => ({ query: { postalCode: "8001" } })],
    ["get", "/api/company", company.GET, async () => ({})],
    ["get", "/api/consultingTopic", topic.GET, async () => ({})],
    ["get", "/api/postalCode", postalCode.GET, async () => ({ query: { q: "80" } })],
    ["get", "/api/health", health.GET as unknown as RouteHandler, async () => ({})],
    ["post", "/api/evaluation", evaluation.POST, async () => ({ body: await submissionFor(ctx.current(), consultantId), headers: { "x-forwarded-for": "198.18.1.1" } })],
    ["post", "/api/evaluation/verification-code", verificationCode.POST, async () => ({ actor: consultantActor(consultantId) })],
    ["get", "/api/invitation", invitation.GET, async () => ({ actor: consultantActor(consultantId) })],
    ["post", "/api/invitation", invitation.POST, async () => ({ actor: consultantActor(consultantId), body: { recipients: "a@example.ch\nkaputt", locale: "fr" } })],
    ["post", "/api/attachment", attachment.POST, async () => ({ actor: user(), body: { fileName: "a.png", mediaType: "image/png", data: PNG_BASE64 } })],
  ];

  it.each(cases)("%s %s", async (method, path, handler, options) => {
    const response = await call(handler, method.toUpperCase(), path, await options());
    expect(response.status).toBeLessThan(300);
    const body: unknown = await response.json();
    const parsed = documented(method, path).safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});

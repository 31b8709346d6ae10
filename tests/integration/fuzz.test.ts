// Generated bad input at every mutating endpoint of the API worker: whatever arrives, no 5xx.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as attachment from "../../app/api/attachment/route";
import * as attachmentId from "../../app/api/attachment/[id]/route";
import * as company from "../../app/api/company/route";
import * as companyId from "../../app/api/company/[id]/route";
import * as link from "../../app/api/company/[id]/consultant/[consultantId]/route";
import * as consultant from "../../app/api/consultant/route";
import * as consultantId from "../../app/api/consultant/[id]/route";
import * as activate from "../../app/api/consultant/[id]/activate/route";
import * as disable from "../../app/api/consultant/[id]/disable/route";
import * as topic from "../../app/api/consultingTopic/route";
import * as topicId from "../../app/api/consultingTopic/[id]/route";
import * as question from "../../app/api/questionDefinition/route";
import * as questionId from "../../app/api/questionDefinition/[id]/route";
import * as agent from "../../app/api/salesAgent/route";
import * as agentId from "../../app/api/salesAgent/[id]/route";
import * as search from "../../app/api/search/route";
import type { RouteHandler } from "../../lib/http/route";
import { call, insertCompany, insertConsultant, platformAdmin, setupApiDatabase } from "../support/api";

const ctx = setupApiDatabase();
let ids = { company: "1", consultant: "1" };

beforeAll(async () => {
  const c = await insertCompany(ctx.current());
  const k = await insertConsultant(ctx.current(), { companyId: c.id, companyLinkState: "accepted" });
  ids = { company: String(c.id), consultant: String(k.id) };
});

const targets: { name: string; handler: RouteHandler; method: string; params: () => Record<string, string> }[] = [
  { name: "POST attachment", handler: attachment.POST, method: "POST", params: () => ({}) },
  { name: "PUT attachment/{id}", handler: attachmentId.PUT, method: "PUT", params: () => ({ id: "00000000-0000-4000-8000-000000000000" }) },
  { name: "POST company", handler: company.POST, method: "POST", params: () => ({}) },
  { name: "PUT company/{id}", handler: companyId.PUT, method: "PUT", params: () => ({ id: ids.company }) },
  { name: "POST company link", handler: link.POST, method: "POST", params: () => ({ id: ids.company, consultantId: ids.consultant }) },
  { name: "POST consultant", handler: consultant.POST, method: "POST", params: () => ({}) },
  { name: "PUT consultant/{id}", handler: consultantId.PUT, method: "PUT", params: () => ({ id: ids.consultant }) },
  { name: "PUT activate", handler: activate.PUT, method: "PUT", params: () => ({ id: ids.consultant }) },
  { name: "PUT disable", handler: disable.PUT, method: "PUT", params: () => ({ id: ids.consultant }) },
  { name: "POST consultingTopic", handler: topic.POST, method: "POST", params: () => ({}) },
  { name: "PUT consultingTopic/{id}", handler: topicId.PUT, method: "PUT", params: () => ({ id: "1" }) },
  { name: "POST questionDefinition", handler: question.POST, method: "POST", params: () => ({}) },
  { name: "PUT questionDefinition/{id}", handler: questionId.PUT, method: "PUT", params: () => ({ id: "1" }) },
  { name: "POST salesAgent", handler: agent.POST, method: "POST", params: () => ({}) },
  { name: "PUT salesAgent/{id}", handler: agentId.PUT, method: "PUT", params: () => ({ id: "1" }) },
];

// Values that look almost right: the field names of the real bodies with hostile values.
const fieldNames = ["name", "givenName", "familyName", "postalCode", "canton", "email", "publicEmail", "consultingTopicIds", "languages", "tags", "type", "text", "options", "companyLinkState", "data", "fileName", "commissionLevelId", "dateOfBirth", "number", "key", "icon", "honorific", "salutation", "photoAttachmentId", "logoAttachmentId", "ratingCategoryId", "companyId", "state"];
const hostile = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("", "\u0000", "8001", "ZH", "de", "mr", "rating", "select", "accepted", "00000000-0000-4000-8000-000000000000", "2024-02-30", "x".repeat(5000), "<script>", "' OR 1=1 --"),
  fc.array(fc.oneof(fc.integer({ min: -3, max: 2 ** 32 }), fc.string({ maxLength: 20 })), { maxLength: 5 }),
);
const bodyArb = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), hostile, { maxKeys: 12 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }).map((s) => `{${s}`),
);
const actorArb = fc.constantFrom("anonymous", "admin");

describe("fuzzing the mutating endpoints", () => {
  for (const t of targets) {
    it(`${t.name}: no 5xx for generated input`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyArb, actorArb, async (body, who) => {
          const res = await call(t.handler, t.method, "/api/fuzz", {
            params: t.params(),
            body: typeof body === "string" ? body : JSON.stringify(body),
            actor: who === "admin" ? platformAdmin() : undefined,
          });
          expect(res.status, await res.clone().text()).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  }

  it("GET search: no 5xx for generated query strings", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("type", "postalCode", "perimeter", "consultingTopics", "languages", "ratingCount", "tags", "name", "canton", "sort", "page", "pageSize"), fc.string({ maxLength: 40 }), { maxKeys: 8 }), async (query) => {
        const res = await call(search.GET, "GET", "/api/search", { query });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});

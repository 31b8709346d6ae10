// Geocoding on save against a Google-shaped geocoding server on loopback (docs/product-rules.md#external-services: the gazetteer
// by default, Google refines addresses when a key is configured, a failure never blocks a save).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as consultantPost } from "@/app/api/consultant/route";
import { PUT as consultantPut } from "@/app/api/consultant/[id]/route";
import { PUT as companyPut } from "@/app/api/company/[id]/route";
import { callJson, insertCompany, setupApiDatabase } from "@/tests/support/api";
import { platformAdmin } from "@/tests/support/actors";
import { anotherPerson, BERN_ADDRESS, consultantProfileBody } from "@/tests/support/request-bodies";

const ctx = setupApiDatabase();
let server: Server;
const requests: URLSearchParams[] = [];
let topicId = 0;

// Answers by street name: a precise position, an outage, a match abroad, nothing, a refused key.
const STREETS: Record<string, { status: number; body: unknown }> = {
  Bahnhofstrasse: { status: 200, body: { status: "OK", results: [{ geometry: { location: { lat: 47.37251, lng: 8.53911 } } }] } },
  Ausfallweg: { status: 500, body: { error: "backend down" } },
  Auslandgasse: { status: 200, body: { status: "OK", results: [{ geometry: { location: { lat: 48.8566, lng: 2.3522 } } }] } },
  Nirgendwo: { status: 200, body: { status: "ZERO_RESULTS", results: [] } },
  Sperrweg: { status: 200, body: { status: "REQUEST_DENIED", error_message: "bad key", results: [] } },
};

const body = (streetName: string, overrides: Record<string, unknown> = {}) =>
  consultantProfileBody({ ...anotherPerson("Peter", "Pfister"), ...BERN_ADDRESS, streetName, consultingTopicIds: [topicId], ...overrides });

beforeAll(async () => {
  server = createServer((request, response) => {
    const query = new URL(request.url ?? "/", "http://localhost").searchParams;
    requests.push(query);
    const street = Object.keys(STREETS).find((s) => query.get("address")?.startsWith(s));
    const answer = (street && STREETS[street]) || { status: 404, body: {} };
    response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    GOOGLE_MAPS_API_KEY: "test-key",
    GOOGLE_GEOCODING_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`,
  });
  topicId = (await ctx.current().consultingTopic.findFirstOrThrow({ select: { id: true } })).id;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function create(streetName: string) {
  const res = await callJson<{ id: number }>(consultantPost, "POST", "/api/consultant", { actor: platformAdmin(), body: body(streetName) });
  expect(res.status).toBe(201);
  return ctx.current().consultant.findUniqueOrThrow({ where: { id: res.body.id }, select: { id: true, latitude: true, longitude: true } });
}

// Bern 3011 in the gazetteer (the mean of its localities).
async function gazetteer3011() {
  const rows = await ctx.current().postalLocality.findMany({ where: { postalCode: "3011" }, select: { latitude: true, longitude: true } });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { latitude: mean(rows.map((r) => Number(r.latitude))), longitude: mean(rows.map((r) => Number(r.longitude))) };
}

describe("geocoding on save with Google configured", () => {
  it("stores Google's position of the street address, asked for in Switzerland with the key", async () => {
    const saved = await create("Bahnhofstrasse");
    expect(saved).toMatchObject({ latitude: 47.37251, longitude: 8.53911 });
    const asked = requests.at(-1)!;
    expect(asked.get("address")).toBe("Bahnhofstrasse 3, 3011 Bern");
    expect(asked.get("key")).toBe("test-key");
    expect(asked.get("components")).toContain("country:CH");
  });

  it.each(["Ausfallweg", "Auslandgasse", "Nirgendwo", "Sperrweg"])("saves with the gazetteer's position when Google answers badly (%s)", async (street) => {
    const saved = await create(street);
    const expected = await gazetteer3011();
    expect(saved.latitude).toBeCloseTo(expected.latitude, 6);
    expect(saved.longitude).toBeCloseTo(expected.longitude, 6);
  });

  it("asks again only when the address changed", async () => {
    const saved = await create("Bahnhofstrasse");
    const before = requests.length;
    const put = (streetName: string, overrides: Record<string, unknown> = {}) =>
      callJson(consultantPut, "PUT", `/api/consultant/${saved.id}`, {
        actor: platformAdmin(),
        params: { id: String(saved.id) },
        body: body(streetName, overrides),
      });
    expect((await put("Bahnhofstrasse", { introduction: "Neu" })).status).toBe(200);
    expect(requests.length).toBe(before);
    expect((await put("Auslandgasse")).status).toBe(200);
    expect(requests.length).toBe(before + 1);
    const moved = await ctx.current().consultant.findUniqueOrThrow({ where: { id: saved.id }, select: { latitude: true } });
    expect(moved.latitude).toBeCloseTo((await gazetteer3011()).latitude, 6);
  });

  it("geocodes a company's new address the same way", async () => {
    const { id } = await insertCompany(ctx.current());
    const res = await callJson(companyPut, "PUT", `/api/company/${id}`, {
      actor: platformAdmin(),
      params: { id: String(id) },
      body: {
        name: "Firma AG",
        streetName: "Bahnhofstrasse",
        streetNumber: "3",
        postalCode: "3011",
        city: "Bern",
        canton: "BE",
        country: "ch",
        email: "info@firma.example",
      },
    });
    expect(res.status).toBe(200);
    expect(await ctx.current().company.findUniqueOrThrow({ where: { id }, select: { latitude: true, longitude: true } })).toMatchObject({
      latitude: 47.37251,
      longitude: 8.53911,
    });
  });
});

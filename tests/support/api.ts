// Helpers for API tests: a throwaway database the app is configured with (DATABASE_URL, as on a server),
// records inserted directly, and calls through the real route handlers with real Request objects (the
// actors are in ./actors.ts).
import { afterAll, beforeAll } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import type { Db } from "@/lib/db/create-client";
import { runAsActor } from "@/lib/http/actor-override";
import type { RouteHandler } from "@/lib/http/route";
import { anonymous } from "./actors";
import { ZURICH_ADDRESS } from "./consultant-rows";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "./test-database";

export const BASE_URL = "http://localhost:3000";

/**
 * One database per test file, the app's database for that file: route handlers and services called without a
 * context use it (lib/db/client.ts reads DATABASE_URL at its first use). Call once at the top of a file.
 */
export function setupApiDatabase(): { current: () => Db; database: () => TestDatabase } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    process.env.DATABASE_URL = database.url;
  });
  afterAll(() => dropAfterAppClient(database));
  return {
    current: () => {
      if (!database) throw new Error("database not ready");
      return database.db;
    },
    database: () => {
      if (!database) throw new Error("database not ready");
      return database;
    },
  };
}

export type CallOptions = {
  actor?: Actor;
  params?: Record<string, string>;
  query?: Record<string, string | string[]> | URLSearchParams;
  /** Objects are sent as JSON; strings as they are (for malformed JSON). */
  body?: unknown;
  headers?: Record<string, string>;
};

export async function call(handler: RouteHandler, method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(path, BASE_URL);
  const query = options.query instanceof URLSearchParams ? options.query : new URLSearchParams();
  if (options.query && !(options.query instanceof URLSearchParams)) {
    for (const [k, v] of Object.entries(options.query)) for (const value of Array.isArray(v) ? v : [v]) query.append(k, value);
  }
  query.forEach((v, k) => url.searchParams.append(k, v));
  const headers = new Headers(options.headers);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new Request(url, { method, headers, body });
  const context = { params: Promise.resolve(options.params ?? {}) };
  return runAsActor(options.actor ?? anonymous, () => handler(request, context));
}

export async function callJson<T = Record<string, unknown>>(handler: RouteHandler, method: string, path: string, options: CallOptions = {}) {
  const response = await call(handler, method, path, options);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

// ---------------------------------------------------------------- fixtures

let numberCounter = 0;

export async function insertConsultant(db: Db, overrides: Record<string, unknown> = {}): Promise<{ id: number }> {
  numberCounter += 1;
  const n = numberCounter;
  const c = await db.consultant.create({
    data: {
      number: `T${process.pid}${n}`.slice(0, 20),
      email: `consultant${n}-${process.pid}@example.ch`,
      honorific: "mrs",
      givenName: `Anna${n}`,
      familyName: `Muster${n}`,
      ...ZURICH_ADDRESS,
      latitude: 47.3717,
      longitude: 8.5423,
      publicEmail: `public${n}@example.ch`,
      languages: ["de"],
      state: "active",
      ...overrides,
    },
    select: { id: true },
  });
  return c;
}

export async function insertCompany(db: Db, overrides: Record<string, unknown> = {}): Promise<{ id: number }> {
  numberCounter += 1;
  const n = numberCounter;
  return db.company.create({
    data: {
      number: `TF${process.pid}${n}`.slice(0, 20),
      name: `Firma ${n} AG`,
      streetName: "Seestrasse",
      streetNumber: "5",
      postalCode: "8002",
      city: "Zürich",
      canton: "ZH",
      email: `firma${n}@example.ch`,
      ...overrides,
    },
    select: { id: true },
  });
}

/** A published evaluation with one rating per category, for ratings and stats. */
export async function insertEvaluation(db: Db, consultantId: number, overall: number, overrides: Record<string, unknown> = {}) {
  const categories = await db.ratingCategory.findMany({ select: { id: true } });
  const state = (overrides.state as string | undefined) ?? "published";
  return db.evaluation.create({
    data: {
      consultantId,
      releaseAt: new Date(),
      state: state as "published" | "inReview",
      publishedAt: state === "published" ? new Date() : null,
      emailConfirmedAt: new Date(),
      editTokenHash: "0".repeat(64),
      customerHonorific: "mr",
      customerGivenName: "Kurt",
      customerFamilyName: "Kunde",
      customerEmail: `kunde${Math.random().toString(36).slice(2)}@example.ch`,
      nameDisplayStyle: "fullName",
      language: "de",
      privacyPolicyAndTermsAndConditions: true,
      overallRating: overall,
      ratings: { create: categories.map((c) => ({ ratingCategoryId: c.id, value: overall })) },
      ...overrides,
    },
    select: { id: true },
  });
}

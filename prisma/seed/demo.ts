// Realistic Swiss demo data: ~50 companies, ~500 consultants in all 26 cantons, ~3,000
// evaluations over the last 18 months, sales agents, subscriptions and the local demo accounts
// of lib/auth/demo-accounts.ts.
//
// Deterministic: names, texts, answers and ids come from seeded PRNG streams, one per entity.
// Timestamps are offsets from the moment of seeding, so the demo always looks current.
// Idempotent: companies, consultants and sales agents are keyed by their number ("F-0001",
// "C-000001", "S-0001"), users by e-mail; whatever exists is left alone, and evaluations,
// topics and subscriptions are only added to consultants created by the same run. The whole
// run is one transaction, so an interrupted seed leaves nothing half done.
import { createHash } from "node:crypto";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import type {
  Canton,
  CompanyLinkState,
  ConsultantState,
  Honorific,
  NameDisplayStyle,
  ReportReason,
  ReportStatus,
  SubscriptionStatus,
} from "@/lib/db/generated/enums";
import { DEMO_ACCOUNTS } from "@/lib/auth/demo-accounts";
import { seedDueProcess } from "./due-process";
import { seedTrustCases } from "./trust-cases";
import { seedRegistrations } from "./registrations";
import { config } from "@/lib/config";
import { questionSnapshot, scoreEvaluation, type ScoringAnswer, type ScoringQuestion } from "@/lib/evaluations/scoring";
import { refreshCompanyAggregates, refreshConsultantAggregates } from "@/lib/consultants/aggregates";
import { releaseDate, type ReleasePolicy } from "@/lib/evaluations/release-policy";
import { CANTONS } from "./reference";
import { formatRecordNumber } from "@/lib/records/record-number";
import * as D from "./data";

type Db = PrismaClient;
type Tx = Prisma.TransactionClient;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
// Any constant: two seeds started at once (two app servers) run one after the other.
const SEED_LOCK_KEY = 7_240_190_524;

const COMPANY_COUNT = 50;
const CONSULTANT_COUNT = 500;
const EVALUATION_TARGET = 3000;
const SALES_AGENT_COUNT = 12;
const EVALUATION_PERIOD_DAYS = 548;

export type SeedDemoOptions = {
  /** The moment the demo is built around (default: now). */
  now?: Date;
};

export type DemoSummary = {
  users: number;
  salesAgents: number;
  companies: number;
  consultants: number;
  evaluations: number;
  questionResults: number;
  reports: number;
  subscriptions: number;
};

// ------------------------------------------------------------------ plan types

type Locality = { postalCode: string; place: string; canton: Canton; latitude: number; longitude: number };

type SalesAgentPlan = Prisma.SalesAgentCreateManyInput & { number: string };

type CompanyPlan = {
  row: Omit<Prisma.CompanyCreateManyInput, "id">;
  region: D.Region;
  domain: string;
  locality: Locality;
  size: number;
};

type ConsultantPlan = {
  row: Omit<Prisma.ConsultantCreateManyInput, "companyId" | "salesAgentId">;
  companyNumber: string | null;
  salesAgentNumber: string | null;
  topicKeys: string[];
  region: D.Region;
  quality: number;
  evaluationWeight: number;
  fixedEvaluations: number | null;
  subscription: SubscriptionPlan | null;
};

type SubscriptionPlan = {
  planId: "essential" | "professional" | "corporate";
  status: SubscriptionStatus;
  monthlyAmountRappen: number;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  lastInvoiceStatus: string | null;
  createdAt: Date;
};

type Question = ScoringQuestion & {
  required: boolean;
  suffix: Prisma.JsonValue;
  snapshot: Prisma.InputJsonValue;
};

type EvaluationPlan = {
  consultantNumber: string;
  row: Omit<Prisma.EvaluationCreateManyInput, "consultantId">;
  sentiment: D.Sentiment;
  topicKeys: string[];
  ratings: { ratingCategoryId: number; value: number }[];
  results: { questionDefinitionId: number; selectedOptionId: number | null; points: number; value: number; textValue: string | null }[];
  verificationCode: { code: string; issuedAt: Date } | null;
  report: { reason: ReportReason; comment: string | null; status: ReportStatus; decisionReason: string | null; createdAt: Date; decidedAt: Date | null } | null;
};

type Reference = {
  localities: Locality[];
  byCanton: Map<Canton, Locality[]>;
  byPlace: Map<string, Locality[]>;
  topicIds: Map<string, number>;
  questions: Question[];
};

// ------------------------------------------------------------------ entry point

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  const reference = await loadReference(db);
  const cfg = config();
  const agents = planSalesAgents(reference, now);
  const companies = planCompanies(reference, now);
  const consultants = planConsultants(reference, companies, agents, now);
  const policy: ReleasePolicy = { releaseDays: cfg.RELEASE_DAYS, badRatingHoldDays: cfg.BAD_RATING_HOLD_DAYS, editWindowDays: cfg.EDIT_WINDOW_DAYS };
  const evaluations = planEvaluations(reference, consultants, now, policy);

  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`;
      const summary: DemoSummary = {
        users: await insertUsers(tx),
        salesAgents: await insertSalesAgents(tx, agents),
        companies: await insertCompanies(tx, companies),
        consultants: 0,
        evaluations: 0,
        questionResults: 0,
        reports: 0,
        subscriptions: 0,
      };
      const inserted = await insertConsultants(tx, consultants, reference);
      summary.consultants = inserted.size;
      const counts = await insertEvaluations(tx, evaluations, inserted, reference);
      summary.evaluations = counts.evaluations;
      summary.questionResults = counts.questionResults;
      summary.reports = counts.reports;
      summary.subscriptions = await insertSubscriptions(tx, consultants, inserted);
      await seedTrustCases(tx, {
        now,
        policy,
        demoConsultantNumber: consultantNumber(1),
        adminEmail: DEMO_ACCOUNTS.find((a) => a.key === "platformAdmin")?.email.toLowerCase() ?? "admin@beraterwahl.ch",
        keepNumbers: DEMO_CONSULTANTS.map((d) => d.number),
      });
      await seedDueProcess(tx, {
        now,
        adminEmail: DEMO_ACCOUNTS.find((a) => a.key === "platformAdmin")?.email.toLowerCase() ?? "admin@beraterwahl.ch",
      });
      await seedRegistrations(tx, {
        now,
        adminEmail: DEMO_ACCOUNTS.find((a) => a.key === "platformAdmin")?.email.toLowerCase() ?? "admin@beraterwahl.ch",
        demoNumbers: DEMO_CONSULTANTS.map((d) => d.number),
      });
      await refreshConsultantAggregates(tx);
      await refreshCompanyAggregates(tx);
      return summary;
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}

// ------------------------------------------------------------------ reference data

const UNSUITABLE_PLACE = /\d|\bPF\b|\bSC\b|Weihnachten|Fächer/;

async function loadReference(db: Db): Promise<Reference> {
  const all = await db.postalLocality.findMany({
    select: { postalCode: true, place: true, canton: true, latitude: true, longitude: true },
    orderBy: [{ postalCode: "asc" }, { place: "asc" }],
  });
  // Post-office-box and sorting-centre entries make poor street addresses.
  const localities = all.filter((l) => !UNSUITABLE_PLACE.test(l.place));
  if (localities.length === 0) throw new Error("the postal-code gazetteer is empty: run seedReference first");
  const byCanton = new Map<Canton, Locality[]>();
  const byPlace = new Map<string, Locality[]>();
  for (const l of localities) {
    if (!byCanton.has(l.canton)) byCanton.set(l.canton, []);
    byCanton.get(l.canton)!.push(l);
    if (!byPlace.has(l.place)) byPlace.set(l.place, []);
    byPlace.get(l.place)!.push(l);
  }
  const topics = await db.consultingTopic.findMany({ select: { id: true, key: true } });
  const rows = await db.questionDefinition.findMany({
    where: { active: true },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    include: { options: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] } },
  });
  if (rows.length === 0) throw new Error("no active question definitions: run seedReference first");
  const questions: Question[] = rows.map((q) => ({
    id: q.id,
    type: q.type,
    ratingCategoryId: q.ratingCategoryId,
    required: q.required,
    suffix: q.suffix,
    options: q.options.map((o) => ({ id: o.id, points: o.points })),
    snapshot: questionSnapshot({
      type: q.type,
      text: q.text,
      description: q.description,
      customerHint: q.customerHint,
      required: q.required,
      prefix: q.prefix,
      suffix: q.suffix,
      ratingCategoryId: q.ratingCategoryId,
      options: q.options.map((o) => ({ id: o.id, text: o.text, points: o.points })),
    }) as Prisma.InputJsonValue,
  }));
  return { localities, byCanton, byPlace, topicIds: new Map(topics.map((t) => [t.key, t.id])), questions };
}

function regionOf(l: Locality, rng: Rng): D.Region {
  const code = Number(l.postalCode);
  switch (l.canton) {
    case "GE":
    case "VD":
    case "NE":
    case "JU":
      return "fr";
    case "TI":
      return "it";
    case "FR":
      // The Sense district and the lake district around Murten speak German.
      return code >= 3000 || (code >= 1712 && code <= 1719) || (code >= 1734 && code <= 1737) ? "de" : "fr";
    case "VS":
      return code < 3000 ? "fr" : "de";
    case "BE":
      if (code >= 2500 && code <= 2505) return rng.chance(0.4) ? "fr" : "de"; // Biel/Bienne
      return (code >= 2533 && code <= 2538) || (code >= 2600 && code <= 2799) ? "fr" : "de";
    case "GR":
      return (code >= 6535 && code <= 6565) || (code >= 7602 && code <= 7610) || (code >= 7741 && code <= 7748) ? "it" : "de";
    default:
      return "de";
  }
}

function pickCanton(rng: Rng): Canton {
  return rng.weighted(CANTONS, (c) => D.CANTON_WEIGHTS[c]);
}

function pickLocality(ref: Reference, rng: Rng, canton: Canton, townShare = 0.6): Locality {
  if (rng.chance(townShare)) {
    const towns = D.TOWNS[canton].filter((t) => ref.byPlace.get(t)?.some((l) => l.canton === canton));
    if (towns.length > 0) {
      const town = rng.weighted(towns, (_, i) => 1 / (i + 1));
      return rng.pick(ref.byPlace.get(town)!.filter((l) => l.canton === canton));
    }
  }
  return rng.pick(ref.byCanton.get(canton) ?? ref.localities);
}

function findLocality(ref: Reference, postalCode: string, place: string): Locality {
  const l = ref.byPlace.get(place)?.find((x) => x.postalCode === postalCode) ?? ref.byPlace.get(place)?.[0];
  if (!l) throw new Error(`locality ${postalCode} ${place} missing from the gazetteer`);
  return l;
}

// ------------------------------------------------------------------ small helpers

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const consultantNumber = (i: number) => formatRecordNumber("consultant", i);
const companyNumber = (i: number) => formatRecordNumber("company", i);
const salesAgentNumber = (i: number) => formatRecordNumber("salesAgent", i);

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", ø: "o", đ: "d", ı: "i", "’": "", "'": "" };

/** Lower-case ASCII for e-mail addresses, domains and URL paths. */
function slug(text: string, separator = ""): string {
  const ascii = text
    .toLowerCase()
    .replace(/[äöüßæøđı’']/g, (c) => TRANSLITERATION[c] ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  return ascii.replace(/[^a-z0-9]+/g, separator).replace(new RegExp(`^\\${separator || "-"}+|\\${separator || "-"}+$`, "g"), "");
}

function mobilePhone(rng: Rng): string {
  return `+41 ${rng.pick(["76", "77", "78", "79"])} ${rng.int(200, 999)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`;
}

function landline(rng: Rng, canton: Canton): string {
  return `+41 ${rng.pick(D.AREA_CODES[canton])} ${rng.int(200, 999)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`;
}

function streetNumber(rng: Rng): string {
  const n = rng.weighted([rng.int(1, 20), rng.int(21, 60), rng.int(61, 140)], (_, i) => [6, 3, 1][i]!);
  return rng.chance(0.1) ? `${n}${rng.pick(["a", "b", "c"])}` : String(n);
}

const YOUTUBE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A well-formed video id (the last character of real ids is one of 16). */
function youTubeUrl(rng: Rng): string {
  let id = "";
  for (let i = 0; i < 10; i++) id += YOUTUBE_CHARS[rng.int(0, 63)];
  id += "AEIMQUYcgkosw048"[rng.int(0, 15)];
  return rng.chance(0.7) ? `https://www.youtube.com/watch?v=${id}` : `https://youtu.be/${id}`;
}

function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY);
}

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

type Person = { honorific: Honorific; givenName: string; familyName: string; extraLanguage: string | null };

function person(rng: Rng, region: D.Region | "en", honorific?: Honorific): Person {
  const h: Honorific = honorific ?? (rng.chance(0.02) ? "mx" : rng.chance(0.55) ? "mr" : "mrs");
  const gender: "m" | "f" = h === "mr" ? "m" : h === "mrs" ? "f" : rng.chance(0.5) ? "m" : "f";
  if (region !== "en" && rng.chance(0.08)) {
    const origin = rng.pick(D.OTHER_ORIGINS);
    return { honorific: h, givenName: rng.pick(origin[gender]), familyName: rng.pick(origin.family), extraLanguage: origin.language };
  }
  // Swiss families move: some German names in Romandie and the other way round.
  const familyRegion = region !== "en" && rng.chance(0.15) ? rng.pick<D.Region>(["de", "fr", "it"]) : region;
  return {
    honorific: h,
    givenName: rng.pick(D.GIVEN_NAMES[region][gender]),
    familyName: rng.pick(D.FAMILY_NAMES[familyRegion]),
    extraLanguage: null,
  };
}

function uniqueEmail(used: Set<string>, local: string, domain: string): string {
  let email = `${local}@${domain}`;
  for (let n = 2; used.has(email); n++) email = `${local}${n}@${domain}`;
  used.add(email);
  return email;
}

// ------------------------------------------------------------------ sales agents

function planSalesAgents(ref: Reference, now: Date): SalesAgentPlan[] {
  const plans: SalesAgentPlan[] = [];
  for (let i = 1; i <= SALES_AGENT_COUNT; i++) {
    const rng = rngFor(`salesAgent:${i}`);
    const canton = pickCanton(rng);
    const locality = pickLocality(ref, rng, canton);
    const region = regionOf(locality, rng);
    const p = person(rng, region, rng.chance(0.5) ? "mr" : "mrs");
    const born = utcDate(rng.int(1962, 1998), rng.int(1, 12), rng.int(1, 28));
    const joinedYear = rng.int(2019, now.getUTCFullYear() - 1);
    plans.push({
      number: salesAgentNumber(i),
      companyName: rng.chance(0.25) ? rng.pick(D.SALES_AGENT_COMPANIES) : null,
      salutation: p.honorific,
      title: rng.chance(0.1) ? rng.pick(["Dr.", "lic. oec.", "MSc"]) : null,
      givenName: p.givenName,
      middleNames: rng.chance(0.2) ? rng.pick(D.GIVEN_NAMES[region][p.honorific === "mr" ? "m" : "f"]) : null,
      familyName: p.familyName,
      dateOfBirth: born,
      placeOfBirth: rng.chance(0.8) ? rng.pick(D.TOWNS[pickCanton(rng)]).replace(/ [A-Z]{2}$/, "") : null,
      dateOfJoining: utcDate(joinedYear, rng.int(1, 12), 1),
      streetName: rng.pick(D.STREETS[region]),
      streetNumber: streetNumber(rng),
      postalCode: locality.postalCode,
      city: locality.place,
      email: `${slug(p.givenName, "-")}.${slug(p.familyName, "-")}@beraterwahl.ch`,
      phone: rng.chance(0.6) ? landline(rng, locality.canton) : null,
      phoneCellular: mobilePhone(rng),
      // Every level occurs; the lower ones more often.
      commissionLevelId: ((i - 1) % 5) + 1,
    });
  }
  return plans;
}

// ------------------------------------------------------------------ companies

const LEGAL_FORMS = /\b(AG|GmbH|SA|Sàrl|Sagl)\b/g;
const DOMAIN_STOP_WORDS = new Set(["de", "du", "la", "le", "des", "und", "e", "di", "della"]);

function planCompanies(ref: Reference, now: Date): CompanyPlan[] {
  const plans: CompanyPlan[] = [];
  const names = new Set<string>();
  const domains = new Set<string>();

  // The company of the demo accounts: fixed, so the accounts always find it.
  const zurich = findLocality(ref, "8001", "Zürich");
  plans.push({
    region: "de",
    domain: "alpenfinanz.ch",
    locality: zurich,
    size: 1,
    row: {
      number: companyNumber(1),
      name: "Alpen Finanz AG",
      streetName: "Bahnhofstrasse",
      streetNumber: "42",
      postalCode: zurich.postalCode,
      city: zurich.place,
      canton: zurich.canton,
      email: "info@alpenfinanz.ch",
      // Demo addresses count as confirmed from the start, so the demo's contact forms deliver (to the outbox or Mailpit).
      emailConfirmedAt: daysAgo(now, 900),
      phone: "+41 44 211 42 42",
      introduction:
        "Die Alpen Finanz AG berät seit 2009 Privatpersonen, Familien und KMU in der ganzen Deutschschweiz zu Vorsorge, Vermögen, Steuern und Versicherungen. Unsere Beraterinnen und Berater arbeiten nach den Verhaltensregeln des FIDLEG, legen Kosten und Entschädigungen offen und nehmen sich Zeit für Ihre Fragen.",
      websiteUrl: "https://www.alpenfinanz.ch",
      linkedInUrl: "https://www.linkedin.com/company/alpen-finanz-ag",
      facebookUrl: "https://www.facebook.com/alpenfinanz",
      instagramUrl: null,
      twitterUrl: null,
      whatsAppUrl: null,
      latitude: zurich.latitude,
      longitude: zurich.longitude,
      createdAt: daysAgo(now, 900),
      updatedAt: daysAgo(now, 30),
    },
  });
  names.add("Alpen Finanz AG");
  domains.add("alpenfinanz.ch");

  for (let i = 2; i <= COMPANY_COUNT; i++) {
    const rng = rngFor(`company:${i}`);
    // The first 26 cover every canton once; the rest follow the population.
    const canton = i - 2 < CANTONS.length ? CANTONS[i - 2]! : pickCanton(rng);
    // Firms sit in towns more often than their advisers live there.
    const locality = pickLocality(ref, rng, canton, 0.85);
    const region = regionOf(locality, rng);
    let name = "";
    do {
      const family = rng.pick(D.FAMILY_NAMES[region]);
      let second = rng.pick(D.FAMILY_NAMES[region]);
      while (second === family) second = rng.pick(D.FAMILY_NAMES[region]);
      name = rng.pick(D.COMPANY_PATTERNS[region]).replace("{F}", family).replace("{G}", second).replace("{L}", rng.pick(D.LANDMARKS[canton]));
    } while (names.has(name));
    names.add(name);
    let domain = `${slug(name.replace(LEGAL_FORMS, ""), "-")
      .split("-")
      .filter((w) => w && !DOMAIN_STOP_WORDS.has(w))
      .slice(0, 3)
      .join("-")}.ch`;
    // A taken domain gets a number before ".ch", replacing any the name ended with.
    let stem = domain.slice(0, -".ch".length);
    while (stem && stem.at(-1)! >= "0" && stem.at(-1)! <= "9") stem = stem.slice(0, -1);
    for (let n = 2; domains.has(domain); n++) domain = `${stem}${n}.ch`;
    domains.add(domain);
    const createdAt = daysAgo(now, rng.int(120, 1000));
    const year = Math.max(1985, now.getUTCFullYear() - rng.int(2, 35));
    const handle = slug(name.replace(LEGAL_FORMS, ""), "-");
    plans.push({
      region,
      domain,
      locality,
      // Large firms only where many people live.
      size: D.CANTON_WEIGHTS[canton] >= 150 && rng.chance(0.2) ? rng.int(4, 8) : rng.int(1, 3),
      row: {
        number: companyNumber(i),
        name,
        streetName: rng.pick(D.STREETS[region]),
        streetNumber: streetNumber(rng),
        postalCode: locality.postalCode,
        city: locality.place,
        canton: locality.canton,
        email: `${region === "fr" && rng.chance(0.5) ? "contact" : "info"}@${domain}`,
        emailConfirmedAt: createdAt,
        phone: landline(rng, locality.canton),
        introduction: rng.chance(0.85) ? rng.pick(D.COMPANY_INTRODUCTIONS[region]).replace("{Y}", String(year)).replace("{C}", locality.place) : null,
        websiteUrl: `https://www.${domain}`,
        linkedInUrl: rng.chance(0.6) ? `https://www.linkedin.com/company/${handle}` : null,
        facebookUrl: rng.chance(0.3) ? `https://www.facebook.com/${handle.replace(/-/g, "")}` : null,
        instagramUrl: rng.chance(0.2) ? `https://www.instagram.com/${handle.replace(/-/g, "")}` : null,
        twitterUrl: rng.chance(0.1) ? `https://twitter.com/${handle.replace(/-/g, "").slice(0, 15)}` : null,
        whatsAppUrl: rng.chance(0.1) ? `https://wa.me/41${rng.pick(["76", "77", "78", "79"])}${rng.int(2000000, 9999999)}` : null,
        latitude: locality.latitude,
        longitude: locality.longitude,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + rng.int(0, 100) * DAY),
      },
    });
  }
  return plans;
}

// ------------------------------------------------------------------ consultants

type DemoConsultant = {
  key: "companyAdmin" | "consultant" | "claimer";
  number: string;
  honorific: Honorific;
  postalCode: string;
  place: string;
  street: [string, string];
  state: ConsultantState;
  companyLinkState: CompanyLinkState;
  topics: string[];
  languages: string[];
  qualifications: string[];
  tags: string[];
  title: string | null;
  createdDaysAgo: number;
  quality: number;
  evaluations: number;
  introduction: string | null;
  subscription: "professional" | null;
  booking: boolean;
};

const DEMO_CONSULTANTS: readonly DemoConsultant[] = [
  {
    key: "companyAdmin",
    number: consultantNumber(1),
    honorific: "mrs",
    postalCode: "8001",
    place: "Zürich",
    street: ["Bahnhofstrasse", "42"],
    state: "active",
    companyLinkState: "administrator",
    topics: ["financial", "assetManagement", "tax"],
    languages: ["de", "en", "fr"],
    qualifications: ["Finanzplaner/in mit eidg. Fachausweis", "CFP® Certified Financial Planner", "MAS in Finance"],
    tags: ["Pensionierungsplanung", "Säule 3a", "Steueroptimierung", "ETF", "Nachhaltige Anlagen", "PK-Einkauf", "Frauen und Finanzen", "KMU"],
    title: "lic. oec.",
    createdDaysAgo: 700,
    quality: 4.6,
    evaluations: 48,
    introduction:
      "Seit über 15 Jahren begleite ich Privatpersonen und Unternehmen in Zürich bei der Finanz- und Pensionierungsplanung. Mir ist wichtig, dass Sie jede Empfehlung verstehen: Ich lege Kosten und Entschädigungen offen und nehme mir Zeit – ohne Verkaufsdruck.",
    subscription: "professional",
    booking: true,
  },
  {
    key: "consultant",
    number: consultantNumber(2),
    honorific: "mr",
    postalCode: "8004",
    place: "Zürich",
    street: ["Bahnhofstrasse", "42"],
    state: "active",
    companyLinkState: "accepted",
    topics: ["insurance", "financial"],
    languages: ["de", "en", "it"],
    qualifications: ["Versicherungsvermittler/in VBV", "Versicherungsfachmann/-frau mit eidg. Fachausweis"],
    tags: ["Krankenkasse", "Lebensversicherung", "Invalidität", "Vorsorge", "Junge Erwachsene"],
    title: null,
    createdDaysAgo: 240,
    quality: 4.0,
    evaluations: 26,
    introduction:
      "Ich helfe Ihnen, Ihre Versicherungen zu verstehen und Lücken bei Invalidität und Todesfall zu schliessen. Ich bin an die Alpen Finanz AG gebunden und vergleiche die Angebote unserer Partnerversicherer offen mit Ihnen.",
    subscription: null,
    booking: false,
  },
  {
    key: "claimer",
    number: consultantNumber(3),
    honorific: "mr",
    postalCode: "8400",
    place: "Winterthur",
    street: ["Marktgasse", "17"],
    state: "unclaimed",
    companyLinkState: "unlinked",
    topics: ["realEstate"],
    languages: ["de"],
    qualifications: ["Immobilienbewerter/in mit eidg. Fachausweis"],
    tags: ["Eigenheim", "Immobilienbewertung"],
    title: null,
    createdDaysAgo: 120,
    quality: 4.2,
    evaluations: 2,
    introduction: null,
    subscription: null,
    booking: false,
  },
];

function planConsultants(ref: Reference, companies: CompanyPlan[], agents: SalesAgentPlan[], now: Date): ConsultantPlan[] {
  const plans: ConsultantPlan[] = [];
  const emails = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()));
  const adminTaken = new Set<string>([companyNumber(1)]);
  const topicKeys = Object.keys(D.TOPIC_WEIGHTS).filter((k) => ref.topicIds.has(k));

  for (const demo of DEMO_CONSULTANTS) {
    const account = DEMO_ACCOUNTS.find((a) => a.key === demo.key)!;
    const [givenName = "", familyName = ""] = account.name.split(" ");
    const locality = findLocality(ref, demo.postalCode, demo.place);
    const createdAt = daysAgo(now, demo.createdDaysAgo);
    const email = account.email.toLowerCase();
    const claimed = demo.state !== "unclaimed";
    plans.push({
      companyNumber: demo.companyLinkState === "unlinked" ? null : companyNumber(1),
      salesAgentNumber: demo.key === "companyAdmin" ? salesAgentNumber(1) : null,
      topicKeys: demo.topics,
      region: "de",
      quality: demo.quality,
      evaluationWeight: 0,
      fixedEvaluations: demo.evaluations,
      subscription:
        demo.subscription === null
          ? null
          : {
              planId: demo.subscription,
              status: "active",
              monthlyAmountRappen: 9900,
              currentPeriodEnd: new Date(now.getTime() + 12 * DAY),
              cancelAtPeriodEnd: false,
              lastInvoiceStatus: "paid",
              createdAt: new Date(createdAt.getTime() + 14 * DAY),
            },
      row: {
        number: demo.number,
        email,
        honorific: demo.honorific,
        title: demo.title,
        givenName,
        familyName,
        streetName: demo.street[0],
        streetNumber: demo.street[1],
        postalCode: locality.postalCode,
        city: locality.place,
        canton: locality.canton,
        latitude: locality.latitude,
        longitude: locality.longitude,
        publicEmail: email,
        publicEmailConfirmedAt: createdAt,
        phoneCellular: demo.key === "companyAdmin" ? "+41 79 412 33 10" : demo.key === "consultant" ? "+41 78 655 20 81" : "+41 76 388 41 52",
        websiteUrl: demo.companyLinkState === "unlinked" ? null : `https://www.alpenfinanz.ch/team/${slug(account.name, "-")}`,
        youTubeUrl: demo.key === "companyAdmin" ? "https://www.youtube.com/watch?v=Xc4Ns8Z2jQk" : null,
        linkedInUrl: claimed ? `https://www.linkedin.com/in/${slug(account.name, "-")}` : null,
        introduction: demo.introduction,
        tags: demo.tags,
        qualifications: demo.qualifications,
        languages: demo.languages,
        state: demo.state,
        companyLinkState: demo.companyLinkState,
        acceptsPrivacyPolicy: claimed,
        termsAndConditions: claimed,
        calensoToken: demo.booking ? "demo-7f3a9c2e51b84d06a1e2" : null,
        calensoWorkerId: demo.booking ? "10421" : null,
        trialEndsAt: claimed ? new Date(createdAt.getTime() + config().TRIAL_DAYS * DAY) : null,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + 20 * DAY),
      },
    });
  }

  // Members of the demo company, in every link state a company administrator deals with.
  const alpenMembers: CompanyLinkState[] = ["accepted", "accepted", "accepted", "requestedByConsultant", "requestedByCompany"];
  const companyByNumber = new Map(companies.map((c) => [c.row.number, c]));

  for (let i = DEMO_CONSULTANTS.length + 1; i <= CONSULTANT_COUNT; i++) {
    const number = consultantNumber(i);
    const rng = rngFor(`consultant:${number}`);
    const alpenIndex = i - DEMO_CONSULTANTS.length - 1;
    const state: ConsultantState = alpenIndex < alpenMembers.length ? "active" : rng.chance(0.15) ? "unclaimed" : rng.chance(0.06) ? "disabled" : "active";

    let company: CompanyPlan | null = null;
    let linkState: CompanyLinkState = "unlinked";
    if (alpenIndex < alpenMembers.length) {
      company = companyByNumber.get(companyNumber(1))!;
      linkState = alpenMembers[alpenIndex]!;
    } else if (rng.chance(state === "unclaimed" ? 0.2 : 0.6)) {
      company = rng.weighted(companies, (c) => c.size);
      if (state === "unclaimed") {
        linkState = rng.chance(0.7) ? "accepted" : "requestedByCompany";
      } else if (state === "active" && !adminTaken.has(company.row.number)) {
        linkState = "administrator";
        adminTaken.add(company.row.number);
      } else {
        linkState = rng.weighted<CompanyLinkState>(["accepted", "requestedByConsultant", "requestedByCompany", "administrator"], (_, k) => [80, 8, 8, 4][k]!);
      }
    }

    const locality =
      company && rng.chance(0.65) ? company.locality : pickLocality(ref, rng, company && rng.chance(0.85) ? company.locality.canton : pickCanton(rng));
    const region = company && locality === company.locality ? company.region : regionOf(locality, rng);
    const p = person(rng, region);

    const primary = rng.weighted(topicKeys, (k) => D.TOPIC_WEIGHTS[k]!);
    const topics = [
      primary,
      ...rng.sample(
        topicKeys.filter((k) => k !== primary),
        rng.weighted([0, 1, 2], (_, k) => [55, 33, 12][k]!),
      ),
    ];

    // A few joined in the last two weeks and are still in their free trial.
    const createdAt = rng.chance(0.04) ? daysAgo(now, 1 + rng.next() * 12) : daysAgo(now, 14 + Math.pow(rng.next(), 0.8) * 880);
    const claimed = state !== "unclaimed";
    const local = `${slug(p.givenName)}.${slug(p.familyName)}`;
    const ownDomain = rng.chance(0.4) ? `${slug(p.familyName, "-")}-${rng.pick(["finanz", "vorsorge", "beratung", "conseil", "consulenze"])}.ch` : null;
    const publicEmail = uniqueEmail(emails, local, company ? company.domain : (ownDomain ?? rng.pick(D.MAIL_PROVIDERS)));
    // The sign-in address is private; often the same, sometimes a personal one.
    const email = rng.chance(0.7) ? publicEmail : uniqueEmail(emails, local, rng.pick(D.MAIL_PROVIDERS));

    const qualificationPool = [...new Set(topics.flatMap((t) => D.QUALIFICATIONS[region][t] ?? []))];
    const qualifications = [
      ...rng.sample(qualificationPool, rng.int(1, Math.min(3, qualificationPool.length))),
      ...(rng.chance(0.3) ? [rng.pick(D.QUALIFICATIONS[region].general)] : []),
    ];
    const topicTags = [...new Set(topics.flatMap((t) => D.TAGS[region][t] ?? []))];
    const generalTags = D.TAGS[region].general.filter((t) => !topicTags.includes(t));
    // Most keep it short; a few tag everything they can think of.
    const tags = rng.chance(0.07)
      ? rng.sample([...topicTags, ...generalTags], rng.int(11, 16))
      : rng.chance(0.1)
        ? []
        : [
            ...rng.sample(topicTags, rng.int(2, 6)),
            ...rng.sample(
              generalTags,
              rng.weighted([0, 1, 2], (_, k) => [50, 35, 15][k]!),
            ),
          ];

    const languages: string[] = [region];
    if (rng.chance(0.6)) languages.push("en");
    const secondNational = region === "de" ? rng.pick(["fr", "it"]) : region === "fr" ? "de" : rng.pick(["de", "fr"]);
    if (rng.chance(0.35)) languages.push(secondNational);
    if (p.extraLanguage) languages.push(p.extraLanguage);
    else if (rng.chance(0.05)) languages.push(rng.pick(["es", "pt", "sq", "hr", "sr", "tr", "nl", "ru"]));

    const introduction = rng.chance(claimed ? 0.85 : 0.35)
      ? rng
          .pick(D.CONSULTANT_INTRODUCTIONS[region])
          .replace("{Y}", String(rng.int(5, 25)))
          .replace("{T}", topics.map((t) => D.TOPIC_WORDS[region][t]).join(", "))
          .replace("{C}", locality.place)
          .replace("{Q}", qualifications[0] ?? D.TOPIC_WORDS[region][primary]!)
      : null;

    const handle = `${slug(p.givenName, "-")}-${slug(p.familyName, "-")}`;
    const trialEndsAt = claimed ? new Date(createdAt.getTime() + config().TRIAL_DAYS * DAY) : null;
    const weak = rng.chance(0.1);
    const quality = weak ? 1.8 + rng.next() * 1.4 : Math.min(4.95, Math.max(2.8, 4.25 + rng.normal() * 0.45));

    plans.push({
      companyNumber: company ? company.row.number : null,
      salesAgentNumber: claimed && rng.chance(0.35) ? rng.weighted(agents, (a) => a.commissionLevelId).number : null,
      topicKeys: topics,
      region,
      quality,
      evaluationWeight: state === "unclaimed" ? (rng.chance(0.3) ? 0.15 : 0) : Math.exp(rng.normal() * 0.9) * (state === "disabled" ? 0.5 : 1),
      fixedEvaluations: null,
      subscription: state === "unclaimed" ? null : planSubscription(rng, state, linkState, trialEndsAt!, now),
      row: {
        number,
        email,
        honorific: p.honorific,
        title: rng.chance(0.12) ? rng.pick(D.TITLES) : null,
        givenName: p.givenName,
        familyName: p.familyName,
        streetName: company && locality === company.locality ? String(company.row.streetName) : rng.pick(D.STREETS[region]),
        streetNumber: company && locality === company.locality ? String(company.row.streetNumber) : streetNumber(rng),
        postalCode: locality.postalCode,
        city: locality.place,
        canton: locality.canton,
        latitude: locality.latitude,
        longitude: locality.longitude,
        publicEmail,
        publicEmailConfirmedAt: createdAt,
        phoneCellular: rng.chance(0.85) ? mobilePhone(rng) : null,
        websiteUrl: company
          ? rng.chance(0.3)
            ? `https://www.${company.domain}/team/${handle}`
            : null
          : ownDomain && rng.chance(0.8)
            ? `https://www.${ownDomain}`
            : null,
        youTubeUrl: rng.chance(0.08) ? youTubeUrl(rng) : null,
        linkedInUrl: rng.chance(0.45) ? `https://www.linkedin.com/in/${handle}` : null,
        twitterUrl: rng.chance(0.05) ? `https://twitter.com/${handle.replace(/-/g, "").slice(0, 15)}` : null,
        facebookUrl: rng.chance(0.12) ? `https://www.facebook.com/${handle.replace(/-/g, ".")}` : null,
        instagramUrl: rng.chance(0.1) ? `https://www.instagram.com/${handle.replace(/-/g, "_")}` : null,
        whatsAppUrl: rng.chance(0.1) ? `https://wa.me/41${rng.pick(["76", "77", "78", "79"])}${rng.int(2000000, 9999999)}` : null,
        introduction,
        tags,
        qualifications,
        languages,
        state,
        companyLinkState: linkState,
        acceptsPrivacyPolicy: claimed,
        termsAndConditions: claimed,
        calensoToken: state === "active" && rng.chance(0.12) ? rng.hex(12) : null,
        calensoWorkerId: null,
        trialEndsAt,
        createdAt,
        updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(0, 200) * DAY)),
      },
    });
    const last = plans[plans.length - 1]!.row;
    if (last.calensoToken) last.calensoWorkerId = String(rng.int(10000, 99999));
  }
  return plans;
}

function planSubscription(rng: Rng, state: ConsultantState, linkState: CompanyLinkState, trialEndsAt: Date, now: Date): SubscriptionPlan | null {
  const inTrial = trialEndsAt.getTime() > now.getTime();
  const member = linkState === "accepted" || linkState === "administrator";
  const planId = member && rng.chance(0.25) ? "corporate" : rng.chance(0.55) ? "professional" : "essential";
  const monthlyAmountRappen = planId === "professional" ? 9900 : 7900;
  const createdAt = new Date(trialEndsAt.getTime() - rng.int(0, 5) * DAY);
  const periodEnd = new Date(now.getTime() + rng.int(1, 30) * DAY);
  if (state === "disabled") {
    return rng.chance(0.4)
      ? {
          planId,
          status: "canceled",
          monthlyAmountRappen,
          currentPeriodEnd: daysAgo(now, rng.int(5, 120)),
          cancelAtPeriodEnd: false,
          lastInvoiceStatus: "paid",
          createdAt,
        }
      : null;
  }
  if (inTrial) {
    return rng.chance(0.6)
      ? {
          planId,
          status: "trialing",
          monthlyAmountRappen,
          currentPeriodEnd: trialEndsAt,
          cancelAtPeriodEnd: false,
          lastInvoiceStatus: null,
          createdAt: new Date(Math.min(createdAt.getTime(), now.getTime())),
        }
      : null;
  }
  const r = rng.next();
  if (r < 0.42) return null;
  if (r < 0.82)
    return {
      planId,
      status: "active",
      monthlyAmountRappen,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: rng.chance(0.06),
      lastInvoiceStatus: "paid",
      createdAt,
    };
  if (r < 0.94)
    return {
      planId,
      status: "canceled",
      monthlyAmountRappen,
      currentPeriodEnd: daysAgo(now, rng.int(3, 200)),
      cancelAtPeriodEnd: false,
      lastInvoiceStatus: "paid",
      createdAt,
    };
  return {
    planId,
    status: "pastDue",
    monthlyAmountRappen,
    currentPeriodEnd: daysAgo(now, rng.int(1, 10)),
    cancelAtPeriodEnd: false,
    lastInvoiceStatus: "open",
    createdAt,
  };
}

// ------------------------------------------------------------------ evaluations

function allocateEvaluations(consultants: ConsultantPlan[], now: Date): Map<string, number> {
  const counts = new Map<string, number>();
  let fixed = 0;
  for (const c of consultants) if (c.fixedEvaluations !== null) fixed += c.fixedEvaluations;
  // Newer profiles have had less time to collect evaluations.
  const weightOf = (c: ConsultantPlan) => {
    const ageDays = (now.getTime() - new Date(c.row.createdAt as Date).getTime()) / DAY;
    return c.evaluationWeight * Math.min(1, ageDays / 365);
  };
  const total = consultants.reduce((s, c) => s + (c.fixedEvaluations === null ? weightOf(c) : 0), 0);
  for (const c of consultants) {
    const n = c.fixedEvaluations ?? Math.round(((EVALUATION_TARGET - fixed) * weightOf(c)) / total);
    counts.set(c.row.number, Math.min(n, 140));
  }
  return counts;
}

function sentimentOf(overall: number): D.Sentiment {
  return overall >= 4.2 ? "positive" : overall >= 3.2 ? "mixed" : "negative";
}

function answer(q: Question, quality: number, rng: Rng): ScoringAnswer | null {
  if (q.type === "text") {
    // Only number-style text questions (with a unit) get a plausible answer.
    return q.suffix && rng.chance(0.4)
      ? { questionDefinitionId: q.id, textValue: String(rng.weighted([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25], (_, i) => 12 - i)) }
      : null;
  }
  if (!q.required && rng.chance(0.35)) return null;
  switch (q.type) {
    case "rating":
    case "scaleRating":
      return { questionDefinitionId: q.id, value: Math.min(5, Math.max(1, Math.round(quality + rng.normal() * 0.6))) };
    case "yesNo":
      return { questionDefinitionId: q.id, value: rng.chance(1 / (1 + Math.exp(-(quality - 2.6) * 1.8))) ? 1 : 0 };
    case "select": {
      const options = q.options ?? [];
      if (options.length === 0) return null;
      const points = options.map((o) => o.points);
      const min = Math.min(...points);
      const max = Math.max(...points);
      const target = min + ((quality - 1) / 4) * (max - min) + rng.normal() * 0.6;
      const best = options.reduce((a, b) => (Math.abs(b.points - target) < Math.abs(a.points - target) ? b : a));
      return { questionDefinitionId: q.id, selectedOptionId: best.id };
    }
    default:
      return null;
  }
}

function composeComment(rng: Rng, language: D.EvaluationLanguage, sentiment: D.Sentiment): string | null {
  if (!rng.chance(0.82)) return null;
  const pool = D.COMMENT_SENTENCES[language];
  const sentences =
    sentiment === "mixed" ? [...(rng.chance(0.5) ? [rng.pick(pool.positive)] : []), rng.pick(pool.mixed)] : rng.sample(pool[sentiment], rng.int(1, 3));
  const closing = rng.pick(D.COMMENT_CLOSINGS[language][sentiment]);
  return [...sentences, closing].filter(Boolean).join(" ").slice(0, 500);
}

function planEvaluations(ref: Reference, consultants: ConsultantPlan[], now: Date, policy: ReleasePolicy): EvaluationPlan[] {
  const counts = allocateEvaluations(consultants, now);
  const plans: EvaluationPlan[] = [];
  const periodStart = now.getTime() - EVALUATION_PERIOD_DAYS * DAY;
  const codes = new Set<string>();

  for (const c of consultants) {
    const n = counts.get(c.row.number) ?? 0;
    const start = Math.max(new Date(c.row.createdAt as Date).getTime() + 2 * DAY, periodStart);
    if (n === 0 || start >= now.getTime() - 2 * HOUR) continue;
    const customerEmails = new Set<string>();
    const spoken = (c.row.languages as string[]).filter((l): l is D.EvaluationLanguage => ["de", "fr", "it", "en"].includes(l));

    for (let k = 0; k < n; k++) {
      const rng = rngFor(`evaluation:${c.row.number}:${k}`);
      const id = rng.uuid();
      // A few land in the last weeks, so that some are still in review and some are due.
      const span = now.getTime() - start;
      const created = new Date(rng.chance(0.07) ? Math.max(start, now.getTime() - rng.next() * 20 * DAY) : start + rng.next() * span);
      // The demo administrator's dashboard shows a critical evaluation in its improvement window.
      const heldForDemo = c.row.number === consultantNumber(1) && k === 0;
      if (heldForDemo) created.setTime(now.getTime() - 2.3 * DAY);

      const quality = heldForDemo ? 2.3 : c.quality + rng.normal() * 0.7;
      const answers = ref.questions.map((q) => answer(q, quality, rng)).filter((a): a is ScoringAnswer => a !== null);
      const score = scoreEvaluation(ref.questions, answers);
      if (score.overallRating === null) continue;
      const overall = score.overallRating;
      const sentiment = sentimentOf(overall);

      const releaseAt = releaseDate(created, overall, policy);
      let publishedAt: Date | null = null;
      if (releaseAt.getTime() <= now.getTime()) {
        publishedAt = rng.chance(0.18)
          ? new Date(created.getTime() + (0.1 + rng.next() * 0.8) * (releaseAt.getTime() - created.getTime()))
          : new Date(Math.min(now.getTime(), releaseAt.getTime() + rng.int(1, 15) * 60_000));
      } else if (!heldForDemo && rng.chance(0.25)) {
        publishedAt = new Date(created.getTime() + rng.next() * (now.getTime() - created.getTime()));
      }
      // Some customers edited within their window.
      const edited = rng.chance(0.06);
      const date = edited ? new Date(Math.min(now.getTime(), created.getTime() + rng.next() * policy.editWindowDays * DAY)) : created;

      const language: D.EvaluationLanguage = rng.chance(0.1) ? "en" : rng.chance(0.08) && spoken.length > 0 ? rng.pick(spoken) : c.region;
      const customer = person(rng, language === "en" ? "en" : language);
      const customerEmail = uniqueEmail(customerEmails, `${slug(customer.givenName)}.${slug(customer.familyName)}`, rng.pick(D.MAIL_PROVIDERS)).toLowerCase();

      let consultantComment: string | null = null;
      let consultantCommentDate: Date | null = null;
      if (publishedAt ? rng.chance(sentiment === "negative" ? 0.4 : 0.15) : rng.chance(0.04)) {
        const from = (publishedAt ?? created).getTime();
        consultantCommentDate = new Date(Math.min(now.getTime(), from + rng.next() * 10 * DAY));
        consultantComment = rng.pick(D.CONSULTANT_REPLIES[language][sentiment]);
      }
      // Evidence: about one in five used a one-time code of the consultant (a mandate); the consultant
      // confirmed the relationship of every one they answered and of some more.
      const relationshipConfirmed = consultantComment !== null || rng.chance(0.12);
      let verificationCode: EvaluationPlan["verificationCode"] = null;
      if (rng.chance(0.2)) {
        let code = String(rng.int(1_000_000_000, 9_999_999_999));
        while (codes.has(code)) code = String(rng.int(1_000_000_000, 9_999_999_999));
        codes.add(code);
        verificationCode = { code, issuedAt: new Date(created.getTime() - rng.next() * 5 * DAY) };
      }

      const topicKeys = rng.sample(c.topicKeys, rng.chance(0.25) ? 2 : 1);
      const styles: NameDisplayStyle[] = ["fullName", "givenNameAndFamilyNameInitial", "givenName"];

      plans.push({
        consultantNumber: c.row.number,
        sentiment,
        topicKeys,
        ratings: score.ratings,
        results: score.results.map((r) => ({
          questionDefinitionId: r.questionDefinitionId,
          selectedOptionId: r.selectedOptionId,
          points: r.points,
          value: r.value,
          textValue: r.textValue,
        })),
        verificationCode,
        report: null,
        row: {
          id,
          dateOfCreation: created,
          date,
          state: publishedAt ? "published" : "inReview",
          releaseAt,
          publishedAt,
          // Customers confirm their address within minutes to a day.
          emailConfirmedAt: new Date(Math.min(now.getTime(), created.getTime() + rng.int(2, 24 * 60) * 60_000)),
          mandateConfirmedAt: verificationCode ? created : null,
          relationshipConfirmedAt: relationshipConfirmed
            ? (consultantCommentDate ?? new Date(Math.min(now.getTime(), created.getTime() + rng.next() * 5 * DAY)))
            : null,
          editTokenHash: sha256(rng.hex(32)),
          customerHonorific: customer.honorific,
          customerGivenName: customer.givenName,
          customerFamilyName: customer.familyName,
          customerEmail,
          nameDisplayStyle: rng.weighted(styles, (_, i) => [30, 50, 20][i]!),
          language,
          comment: composeComment(rng, language, sentiment),
          privacyPolicyAndTermsAndConditions: true,
          overallRating: overall,
          consultantComment,
          consultantCommentDate,
          hiddenAt: null,
          hiddenReason: null,
        },
      });
    }
  }
  planModeration(plans, now, new Set(consultants.filter((c) => c.row.state === "active").map((c) => c.row.number)));
  return plans;
}

/** A few reported evaluations: some open, some decided (kept or hidden with a reason). */
function planModeration(plans: EvaluationPlan[], now: Date, activeConsultants: Set<string>): void {
  const rng = rngFor("moderation");
  const critical = plans.filter(
    (p) => p.row.state === "published" && p.sentiment !== "positive" && (p.row.publishedAt as Date).getTime() < now.getTime() - 10 * DAY,
  );
  const chosen = rng.sample(critical, 14);
  // The first one hidden belongs to an active consultant, whose public page then shows the moderation
  // reason (tests/e2e/public.spec.ts opens it).
  const onActive = chosen.findIndex((p) => activeConsultants.has(p.consultantNumber));
  if (onActive > 0) chosen.unshift(...chosen.splice(onActive, 1));
  const reasons: ReportReason[] = ["inappropriateContent", "falsePresentationOfFacts", "guidelineViolation", "suspectedManipulation", "otherReasons"];

  chosen.forEach((p, i) => {
    const publishedAt = (p.row.publishedAt as Date).getTime();
    const createdAt = new Date(publishedAt + rng.int(1, 3) * DAY);
    const reason = reasons[i % reasons.length]!;
    const comment = reason === "otherReasons" || rng.chance(0.6) ? rng.pick(D.REPORT_COMMENTS) : null;
    if (i < 3) {
      const decidedAt = new Date(createdAt.getTime() + rng.int(1, 4) * DAY);
      p.row.hiddenAt = decidedAt;
      const hiddenReason = D.HIDDEN_REASONS[i]!;
      p.row.hiddenReason = hiddenReason;
      p.report = { reason, comment, status: "hidden", decisionReason: hiddenReason, createdAt, decidedAt };
    } else if (i < 5) {
      const decidedAt = new Date(createdAt.getTime() + rng.int(1, 4) * DAY);
      p.report = {
        reason,
        comment,
        status: "kept",
        decisionReason: "Die Bewertung entspricht den Richtlinien; es gibt keine Hinweise auf eine fehlende Geschäftsbeziehung oder Manipulation.",
        createdAt,
        decidedAt,
      };
    } else {
      p.report = { reason, comment, status: "open", decisionReason: null, createdAt, decidedAt: null };
    }
  });

  // The demo company administrator has an open report of her own to follow.
  const own = plans
    .filter((p) => p.consultantNumber === consultantNumber(1) && p.row.state === "published" && !p.report)
    .sort((a, b) => Number(a.row.overallRating) - Number(b.row.overallRating))[0];
  if (own) {
    own.report = {
      reason: "falsePresentationOfFacts",
      comment: "Die Aussagen zu den Kosten sind falsch, die Offerte liegt mir unterschrieben vor.",
      status: "open",
      decisionReason: null,
      createdAt: new Date(Math.min(now.getTime(), (own.row.publishedAt as Date).getTime() + DAY)),
      decidedAt: null,
    };
  }
}

// ------------------------------------------------------------------ inserting

async function insertUsers(tx: Tx): Promise<number> {
  const { count } = await tx.user.createMany({
    data: DEMO_ACCOUNTS.map((a) => ({
      email: a.email.toLowerCase(),
      name: a.name,
      roles: a.roles,
      permissions: [...a.permissions],
    })),
    skipDuplicates: true,
  });
  return count;
}

async function insertSalesAgents(tx: Tx, agents: SalesAgentPlan[]): Promise<number> {
  const existing = new Set(
    (await tx.salesAgent.findMany({ where: { number: { in: agents.map((a) => a.number) } }, select: { number: true } })).map((a) => a.number),
  );
  const missing = agents.filter((a) => !existing.has(a.number));
  if (missing.length === 0) return 0;
  return (await tx.salesAgent.createMany({ data: missing })).count;
}

async function insertCompanies(tx: Tx, companies: CompanyPlan[]): Promise<number> {
  const existing = new Set(
    (await tx.company.findMany({ where: { number: { in: companies.map((c) => c.row.number) } }, select: { number: true } })).map((c) => c.number),
  );
  const missing = companies.filter((c) => !existing.has(c.row.number));
  if (missing.length === 0) return 0;
  return (await tx.company.createMany({ data: missing.map((c) => c.row) })).count;
}

/** Returns number → id of the consultants created by this run. */
async function insertConsultants(tx: Tx, consultants: ConsultantPlan[], ref: Reference): Promise<Map<string, number>> {
  const numbers = consultants.map((c) => c.row.number);
  const emails = consultants.map((c) => String(c.row.email ?? "").toLowerCase()).filter(Boolean);
  const taken = await tx.$queryRaw<{ number: string; email: string | null }[]>`
    SELECT "number", lower("email") AS "email" FROM "Consultant"
    WHERE "number" = ANY(${numbers}::text[]) OR lower("email") = ANY(${emails}::text[])`;
  const takenNumbers = new Set(taken.map((t) => t.number));
  const takenEmails = new Set(taken.map((t) => t.email).filter((e): e is string => e !== null));
  const missing = consultants.filter((c) => !takenNumbers.has(c.row.number) && !takenEmails.has(String(c.row.email ?? "").toLowerCase()));
  if (missing.length === 0) return new Map();

  const companyIds = new Map(
    (
      await tx.company.findMany({
        where: { number: { in: [...new Set(missing.map((c) => c.companyNumber).filter((n): n is string => n !== null))] } },
        select: { id: true, number: true },
      })
    ).map((c) => [c.number, c.id]),
  );
  const agentIds = new Map((await tx.salesAgent.findMany({ select: { id: true, number: true } })).map((a) => [a.number, a.id]));

  const rows: Prisma.ConsultantCreateManyInput[] = missing.map((c) => {
    const companyId = c.companyNumber ? (companyIds.get(c.companyNumber) ?? null) : null;
    return {
      ...c.row,
      companyId,
      // The CHECK ties the two together: without its company, a consultant is unlinked.
      companyLinkState: companyId === null ? "unlinked" : c.row.companyLinkState,
      salesAgentId: c.salesAgentNumber ? (agentIds.get(c.salesAgentNumber) ?? null) : null,
    };
  });
  for (const batch of chunks(rows, 500)) await tx.consultant.createMany({ data: batch });

  const ids = new Map(
    (await tx.consultant.findMany({ where: { number: { in: missing.map((c) => c.row.number) } }, select: { id: true, number: true } })).map((c) => [
      c.number,
      c.id,
    ]),
  );
  const topicRows = missing.flatMap((c) =>
    c.topicKeys
      .map((k) => ref.topicIds.get(k))
      .filter((t): t is number => t !== undefined)
      .map((consultingTopicId) => ({ consultantId: ids.get(c.row.number)!, consultingTopicId })),
  );
  for (const batch of chunks(topicRows, 5000)) await tx.consultantTopic.createMany({ data: batch, skipDuplicates: true });
  return ids;
}

async function insertEvaluations(
  tx: Tx,
  evaluations: EvaluationPlan[],
  consultantIds: Map<string, number>,
  ref: Reference,
): Promise<{ evaluations: number; questionResults: number; reports: number }> {
  const mine = evaluations.filter((e) => consultantIds.has(e.consultantNumber));
  if (mine.length === 0) return { evaluations: 0, questionResults: 0, reports: 0 };
  const existing = new Set((await tx.evaluation.findMany({ where: { id: { in: mine.map((e) => String(e.row.id)) } }, select: { id: true } })).map((e) => e.id));
  const fresh = mine.filter((e) => !existing.has(String(e.row.id)));
  if (fresh.length === 0) return { evaluations: 0, questionResults: 0, reports: 0 };

  for (const batch of chunks(fresh, 1000)) {
    await tx.evaluation.createMany({ data: batch.map((e) => ({ ...e.row, consultantId: consultantIds.get(e.consultantNumber)! })) });
  }

  const topicRows = fresh.flatMap((e) =>
    e.topicKeys
      .map((k) => ref.topicIds.get(k))
      .filter((t): t is number => t !== undefined)
      .map((consultingTopicId) => ({ evaluationId: String(e.row.id), consultingTopicId })),
  );
  for (const batch of chunks(topicRows, 5000)) await tx.evaluationTopic.createMany({ data: batch, skipDuplicates: true });

  const ratingRows = fresh.flatMap((e) => e.ratings.map((r) => ({ evaluationId: String(e.row.id), ratingCategoryId: r.ratingCategoryId, value: r.value })));
  for (const batch of chunks(ratingRows, 5000)) await tx.evaluationRating.createMany({ data: batch });

  const questionResults = await insertQuestionResults(tx, fresh, ref);

  const codeRows = fresh
    .filter((e) => e.verificationCode)
    .map((e) => ({
      consultantId: consultantIds.get(e.consultantNumber)!,
      codeHash: sha256(e.verificationCode!.code),
      issuedAt: e.verificationCode!.issuedAt,
      spentAt: e.row.dateOfCreation as Date,
      evaluationId: String(e.row.id),
    }));
  for (const batch of chunks(codeRows, 2000)) await tx.verificationCode.createMany({ data: batch, skipDuplicates: true });

  const admin = await tx.user.findUnique({ where: { email: DEMO_ACCOUNTS.find((a) => a.key === "platformAdmin")!.email.toLowerCase() }, select: { id: true } });
  const reportRows = fresh
    .filter((e) => e.report)
    .map((e) => ({
      evaluationId: String(e.row.id),
      consultantId: consultantIds.get(e.consultantNumber)!,
      reason: e.report!.reason,
      comment: e.report!.comment,
      status: e.report!.status,
      decisionReason: e.report!.decisionReason,
      decidedAt: e.report!.decidedAt,
      decidedById: e.report!.decidedAt ? (admin?.id ?? null) : null,
      createdAt: e.report!.createdAt,
    }));
  if (reportRows.length > 0) await tx.evaluationReport.createMany({ data: reportRows });

  return { evaluations: fresh.length, questionResults, reports: reportRows.length };
}

/**
 * One statement per batch; the snapshot of each question is sent once and joined in the
 * database instead of being repeated for every answer.
 */
async function insertQuestionResults(tx: Tx, evaluations: EvaluationPlan[], ref: Reference): Promise<number> {
  const snapshotIds = ref.questions.map((q) => q.id);
  const snapshots = ref.questions.map((q) => JSON.stringify(q.snapshot));
  const rows = evaluations.flatMap((e) => e.results.map((r) => ({ ...r, evaluationId: String(e.row.id) })));
  let inserted = 0;
  for (const batch of chunks(rows, 10_000)) {
    inserted += await tx.$executeRaw`
      INSERT INTO "QuestionResult" ("evaluationId", "questionDefinitionId", "selectedOptionId", "points", "value", "textValue", "questionSnapshot")
      SELECT r."evaluationId", r."questionDefinitionId", r."selectedOptionId", r."points", r."value", r."textValue", s."snapshot"
      FROM unnest(
        ${batch.map((r) => r.evaluationId)}::uuid[],
        ${batch.map((r) => r.questionDefinitionId)}::int[],
        ${batch.map((r) => r.selectedOptionId)}::int[],
        ${batch.map((r) => r.points)}::int[],
        ${batch.map((r) => r.value)}::float8[],
        ${batch.map((r) => r.textValue)}::text[]
      ) WITH ORDINALITY AS r("evaluationId", "questionDefinitionId", "selectedOptionId", "points", "value", "textValue", "n")
      JOIN unnest(${snapshotIds}::int[], ${snapshots}::jsonb[]) AS s("questionDefinitionId", "snapshot")
        ON s."questionDefinitionId" = r."questionDefinitionId"
      ORDER BY r."n"`;
  }
  return inserted;
}

async function insertSubscriptions(tx: Tx, consultants: ConsultantPlan[], consultantIds: Map<string, number>): Promise<number> {
  const rows: Prisma.SubscriptionCreateManyInput[] = consultants
    .filter((c) => c.subscription && consultantIds.has(c.row.number))
    .map((c) => ({
      consultantId: consultantIds.get(c.row.number)!,
      planId: c.subscription!.planId,
      status: c.subscription!.status,
      monthlyAmountRappen: c.subscription!.monthlyAmountRappen,
      currentPeriodEnd: c.subscription!.currentPeriodEnd,
      cancelAtPeriodEnd: c.subscription!.cancelAtPeriodEnd,
      lastInvoiceStatus: c.subscription!.lastInvoiceStatus,
      createdAt: c.subscription!.createdAt,
      updatedAt: c.subscription!.createdAt,
    }));
  if (rows.length === 0) return 0;
  return (await tx.subscription.createMany({ data: rows, skipDuplicates: true })).count;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ------------------------------------------------------------------ seeded randomness
// Mulberry32 streams, one per entity (rngFor("consultant:C-000042")): adding or changing one
// thing does not reshuffle everything after it.

/** FNV-1a, 32 bit. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  weighted<T>(items: readonly T[], weight: (item: T, index: number) => number): T {
    if (items.length === 0) throw new Error("weighted pick from an empty list");
    const weights = items.map(weight);
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]!;
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** k distinct items in random order (all of them when k exceeds the list). */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.max(0, k));
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  hex(bytes: number): string {
    let out = "";
    for (let i = 0; i < bytes; i++)
      out += Math.floor(this.next() * 256)
        .toString(16)
        .padStart(2, "0");
    return out;
  }

  /** A version-4 UUID (valid for strict validators) drawn from this stream. */
  uuid(): string {
    const h = this.hex(16).split("");
    h[12] = "4";
    h[16] = "89ab"[parseInt(h[16]!, 16) & 3]!;
    const s = h.join("");
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

function rngFor(scope: string): Rng {
  return new Rng(hashString(`beraterwahl-demo/${scope}`));
}

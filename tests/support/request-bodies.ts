// Request bodies that pass the API's validation, for tests that create or change records through the
// route handlers: one default per kind of record, and each test overrides the fields it is about.

type Fields = Record<string, unknown>;

/** A text in the four languages of the catalogues. */
export const l10n = { de: "x", en: "x", fr: "x", it: "x" };

/** An address in Bern (3011), where the gazetteer and the geocoding tests expect one. */
export const BERN_ADDRESS = { streetName: "Weg", streetNumber: "3", postalCode: "3011", city: "Bern", canton: "BE" };

/** A consultant's profile as the profile form saves it (PUT /api/consultant/{id}). */
export const consultantProfileBody = (overrides: Fields = {}) => ({
  honorific: "mrs",
  givenName: "Anna",
  familyName: "Muster",
  streetName: "Gasse",
  streetNumber: "2",
  postalCode: "8001",
  city: "Zürich",
  canton: "ZH",
  publicEmail: "anna@example.ch",
  consultingTopicIds: [] as number[],
  languages: ["de"],
  ...overrides,
});

let people = 0;
/**
 * Another person on each call: a new name and public address. Registration and administration refuse
 * a probable duplicate of an existing profile (docs/product-rules.md#one-person-one-profile), so tests
 * that create several profiles give each its own identity.
 */
export function anotherPerson(givenName = "Anna", familyName = "Muster"): { givenName: string; familyName: string; publicEmail: string } {
  people += 1;
  const tag = `${process.pid.toString(36)}${people.toString(36)}`;
  return { givenName, familyName: `${familyName}-${tag}`, publicEmail: `${givenName.toLowerCase()}.${tag}@example.ch` };
}

/** A new consultant (POST /api/consultant, /api/account): another person's profile and the two consents. */
export const consultantBody = (overrides: Fields = {}) =>
  consultantProfileBody({ acceptsPrivacyPolicy: true, termsAndConditions: true, ...anotherPerson(), ...overrides });

/** A company (POST /api/company, PUT /api/company/{id}). */
export const companyBody = (overrides: Fields = {}) => ({
  name: "Neue AG",
  streetName: "Weg",
  streetNumber: "1",
  postalCode: "3011",
  city: "Bern",
  canton: "BE",
  email: "info@neue.ch",
  ...overrides,
});

/** A sales agent (POST /api/salesAgent, PUT /api/salesAgent/{id}), with a random number in the S-… format. */
export const salesAgentBody = (overrides: Fields = {}) => ({
  number: `S-${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
  salutation: "mr" as const,
  givenName: "Sam",
  familyName: "Seller",
  dateOfBirth: "1980-01-01",
  dateOfJoining: "2024-01-01",
  streetName: "Weg",
  streetNumber: "1",
  postalCode: "8001",
  city: "Zürich",
  email: "sam@example.ch",
  commissionLevelId: 1,
  ...overrides,
});

/** A sales agent as a database row (Prisma's create data, the dates as Date), for tests that need one to exist. */
export const salesAgentRow = (overrides: Fields = {}) => ({
  ...salesAgentBody(overrides),
  dateOfBirth: new Date("1980-01-01"),
  dateOfJoining: new Date("2024-01-01"),
});

/** A consulting topic with a key of its own (keys are unique). */
export const topicBody = (overrides: Fields = {}) => ({
  key: `t${Math.random().toString(36).slice(2, 10)}`,
  name: l10n,
  description: l10n,
  icon: "x.svg",
  ...overrides,
});

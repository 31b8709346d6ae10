// Consultant rows written straight to the database (Prisma's create data) by the tests and benches that set
// up their own database rather than through tests/support/api.ts.

/** Lukas Brunner, an active consultant in Zürich; `fields` sets the number, e-mail and whatever else the caller needs. */
export function lukasBrunner(fields: Record<string, unknown> = {}) {
  return {
    number: "C-1",
    honorific: "mr",
    givenName: "Lukas",
    familyName: "Brunner",
    streetName: "Weg",
    streetNumber: "1",
    postalCode: "8001",
    city: "Zürich",
    canton: "ZH",
    publicEmail: "l@example.ch",
    state: "active",
    ...fields,
  } as const;
}

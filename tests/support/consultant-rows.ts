// Consultant rows written straight to the database by the tests and benches that set up their own
// database rather than through tests/support/api.ts.
import type { Db } from "@/lib/db/create-client";

/** The address of the consultants that tests create without caring where they are. */
export const ZURICH_ADDRESS = { streetName: "Bahnhofstrasse", streetNumber: "1", postalCode: "8001", city: "Zürich", canton: "ZH" } as const;

/** Where a consultant works: postal code, place, canton and the place's coordinates. */
export const placedAt = (postalCode: string, city: string, canton: string, latitude: number, longitude: number) => ({
  postalCode,
  city,
  canton,
  latitude,
  longitude,
});

/** Louise Léman of Lausanne (VD): a consultant in French-speaking Switzerland. */
export const LOUISE_IN_LAUSANNE = { givenName: "Louise", familyName: "Léman", ...placedAt("1003", "Lausanne", "VD", 46.5197, 6.6323) };

function lukasBrunner(fields: Record<string, unknown> = {}) {
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

/** Inserts Lukas Brunner, an active consultant in Zürich, with `fields` (number, e-mail, ratings…) on top; returns his id. */
export async function insertLukasBrunner(db: Db, fields: Record<string, unknown> = {}): Promise<number> {
  return (await db.consultant.create({ data: lukasBrunner(fields), select: { id: true } })).id;
}

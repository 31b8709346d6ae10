// The rating categories for the questionnaire editor's category choice.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";

export async function listRatingCategories(actor: Actor) {
  assertPlatformAdmin(actor);
  return db().ratingCategory.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { id: true, key: true, name: true } });
}

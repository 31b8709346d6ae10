// The one id schema: our records have PostgreSQL int4 keys, so an id is a whole number from 1 to
// 2’147’483’647. A larger one in a URL or body is refused as invalid (or the page is not found)
// instead of reaching the database as an out-of-range error. Browser-safe.
import { z } from "zod";

export const MAX_RECORD_ID = 2_147_483_647;

/** A record id in a JSON body. */
export const recordId = z.number().int().positive().max(MAX_RECORD_ID);

/** A record id in a path segment or query parameter (text that must read as one). */
export const recordIdParam = z.coerce.number().int().positive().max(MAX_RECORD_ID);

/** The `{ id }` path parameters of /api/<resource>/{id}. */
export const idParams = z.object({ id: recordIdParam });

/** For pages that read an id from the URL themselves: is `value` a possible record id? */
export function isRecordId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_RECORD_ID;
}

// The rule of profile-display.ts as SQL conditions on a consultant row, for the set-based queries of
// search, lists, sitemap, compare and company figures. The condition is written out as a literal
// (`c."state" <> 'disabled'`), derived from the rule's table, so that the planner still matches the
// partial and expression indexes that repeat it (migrations 20261126000000_search_indexes and later).
// No "server-only": the aggregates it serves also run in the seed and the CLI jobs; it holds no secret.
import { Prisma } from "@/lib/db/generated/client";
import { PROFILE_STATES, statesWhere, type ProfileDisplay } from "./profile-display";

/** `alias."state"` restricted to the states where `pick` holds; alias "" for an unqualified column. */
function stateWhereSql(alias: string, pick: (display: ProfileDisplay) => boolean): Prisma.Sql {
  const column = alias ? `${alias}."state"` : `"state"`;
  const yes = statesWhere(pick);
  const no = PROFILE_STATES.filter((s) => !yes.includes(s));
  if (yes.length === 0) return Prisma.raw("FALSE");
  if (no.length === 0) return Prisma.raw("TRUE");
  if (yes.length === 1) return Prisma.raw(`${column} = '${yes[0]}'`);
  if (no.length === 1) return Prisma.raw(`${column} <> '${no[0]}'`);
  return Prisma.raw(`${column} IN (${yes.map((s) => `'${s}'`).join(", ")})`);
}

/** Found by search, lists and the sitemap. */
export const listedSql = (alias = "c") => stateWhereSql(alias, (d) => d.listed);

/** Its rating and count are public. */
export const figuresShownSql = (alias = "c") => stateWhereSql(alias, (d) => d.figures);

/** Listed but without figures: sorts as unrated (the expression of "Consultant_search_rating_order_idx"). */
export const listedWithoutFiguresSql = (alias = "c") => stateWhereSql(alias, (d) => d.listed && !d.figures);

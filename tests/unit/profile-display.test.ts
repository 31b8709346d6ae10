// The rule of what a profile shows (lib/consultants/profile-display.ts) and its SQL: the conditions are
// derived from the rule's table, and must read exactly as the search indexes repeat them, or the
// planner stops using those indexes (migration 20261126000000_search_indexes).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { profileDisplay, shownFigures, statesWhere } from "@/lib/consultants/profile-display";
import { figuresShownSql, listedSql, listedWithoutFiguresSql } from "@/lib/consultants/profile-display-sql";

describe("what a profile shows", () => {
  it("shows figures only on a claimed, active profile; an unclaimed one is listed without them; a disabled one is gone", () => {
    expect(shownFigures("active", "4.55", 2)).toEqual({ average: 4.55, count: 2 });
    expect(shownFigures("unclaimed", "4.55", 2)).toBeNull();
    expect(shownFigures("disabled", "4.55", 2)).toBeNull();
    expect(statesWhere((d) => d.listed)).toEqual(["unclaimed", "active"]);
    expect(statesWhere((d) => d.reachable)).toEqual(["unclaimed", "active"]);
    expect(profileDisplay("unclaimed").details).toBe(false);
  });

  it("writes its SQL as the indexes do", () => {
    expect(listedSql("c").sql).toBe(`c."state" <> 'disabled'`);
    expect(listedSql("").sql).toBe(`"state" <> 'disabled'`);
    expect(figuresShownSql("m").sql).toBe(`m."state" = 'active'`);
    expect(listedWithoutFiguresSql("c").sql).toBe(`c."state" = 'unclaimed'`);
    const index = readFileSync("prisma/migrations/20261126000000_search_indexes/migration.sql", "utf8");
    expect(index).toContain(`(CASE WHEN ${listedWithoutFiguresSql("").sql} THEN 0 ELSE "ratingAverage" END) DESC`);
    expect(index).toContain(`WHERE ${listedSql("").sql};`);
  });
});

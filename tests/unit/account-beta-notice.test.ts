import { describe, expect, it } from "vitest";
import { betaEndingNotice } from "@/lib/account/beta-notice";
import { swissDate } from "@/lib/format";
import { loadConfig } from "@/lib/config";

const phase = { start: "2023-12-04", end: "2024-03-31" };

describe("beta-ending notice", () => {
  it("shows the end date to a platform administrator during the beta phase", () => {
    expect(betaEndingNotice(phase, new Date("2024-02-15T10:00:00Z"), true)).toEqual({ endsOn: "2024-03-31" });
  });

  it("is never shown to a consultant who is no platform administrator", () => {
    expect(betaEndingNotice(phase, new Date("2024-02-15T10:00:00Z"), false)).toBeNull();
  });

  it("lasts through the whole last day in Switzerland and disappears once it has passed", () => {
    // 31 March 2024, 23:30 in Zurich (summer time, UTC+2) is still the last beta day.
    expect(betaEndingNotice(phase, new Date("2024-03-31T21:30:00Z"), true)).not.toBeNull();
    // Ten minutes after midnight in Zurich, although it is still 31 March in UTC.
    expect(betaEndingNotice(phase, new Date("2024-03-31T22:10:00Z"), true)).toBeNull();
    expect(betaEndingNotice(phase, new Date("2025-01-01T12:00:00Z"), true)).toBeNull();
  });

  it("does not announce the end before the beta has started", () => {
    // 3 December 2023, 23:30 in Zurich (winter time, UTC+1).
    expect(betaEndingNotice(phase, new Date("2023-12-03T22:30:00Z"), true)).toBeNull();
    expect(betaEndingNotice(phase, new Date("2023-12-03T23:30:00Z"), true)).toEqual({ endsOn: "2024-03-31" });
  });

  it("follows the configured dates: the default beta dates lie in the past, a later BETA_END shows it again", () => {
    const now = new Date("2026-06-01T08:00:00Z");
    const defaults = loadConfig({});
    expect(betaEndingNotice({ start: defaults.BETA_START, end: defaults.BETA_END }, now, true)).toBeNull();
    const extended = loadConfig({ BETA_START: "2026-01-01", BETA_END: "2026-06-30" });
    expect(betaEndingNotice({ start: extended.BETA_START, end: extended.BETA_END }, now, true)).toEqual({ endsOn: "2026-06-30" });
  });

  it("counts calendar days in Swiss time", () => {
    expect(swissDate(new Date("2024-06-30T22:30:00Z"))).toBe("2024-07-01");
    expect(swissDate(new Date("2024-01-31T22:30:00Z"))).toBe("2024-01-31");
  });
});

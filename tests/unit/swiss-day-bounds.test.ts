// A Swiss calendar day as instants (lib/format/dates.ts): it begins at 00:00 in Zurich, which is 23:00 UTC the
// day before in winter (CET, +01:00) and 22:00 UTC in summer (CEST, +02:00); the days of the clock changes
// have 23 and 25 hours. The beta offer of the "for consultants" page ends with its last day in Zurich.
import { describe, expect, it } from "vitest";
import { swissDayEnd, swissDayStart } from "@/lib/format";

describe("swissDayStart and swissDayEnd", () => {
  it("a winter day is +01:00", () => {
    expect(swissDayStart("2024-01-15").toISOString()).toBe("2024-01-14T23:00:00.000Z");
    expect(swissDayEnd("2024-01-15").toISOString()).toBe("2024-01-15T22:59:59.999Z");
  });

  it("a summer day is +02:00", () => {
    expect(swissDayStart("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(swissDayEnd("2026-07-01").toISOString()).toBe("2026-07-01T21:59:59.999Z");
  });

  it("the days of the clock changes have 23 and 25 hours", () => {
    // 2024-03-31: 02:00 becomes 03:00; 2026-10-25: 03:00 becomes 02:00.
    expect(swissDayStart("2024-03-31").toISOString()).toBe("2024-03-30T23:00:00.000Z");
    expect(swissDayEnd("2024-03-31").toISOString()).toBe("2024-03-31T21:59:59.999Z");
    expect(swissDayStart("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(swissDayEnd("2026-10-25").toISOString()).toBe("2026-10-25T22:59:59.999Z");
  });

  it("crosses a year's end", () => {
    expect(swissDayStart("2027-01-01").toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(swissDayEnd("2026-12-31").toISOString()).toBe("2026-12-31T22:59:59.999Z");
  });
});

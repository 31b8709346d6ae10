// What the date field (components/ui/date-field.tsx) and the period filters accept as a day.
import { describe, expect, it } from "vitest";
import { formatDate, parseSwissDate } from "@/lib/format";

describe("parseSwissDate", () => {
  it("reads the Swiss form with or without leading zeros, and the number pad's ddmmyyyy", () => {
    expect(parseSwissDate("21.07.1966")).toBe("1966-07-21");
    expect(parseSwissDate(" 1.2.2026 ")).toBe("2026-02-01");
    expect(parseSwissDate("21/07/1966")).toBe("1966-07-21");
    expect(parseSwissDate("21 7 1966")).toBe("1966-07-21");
    expect(parseSwissDate("21071966")).toBe("1966-07-21");
  });

  it("reads yyyy-mm-dd, the value forms and links carry", () => {
    expect(parseSwissDate("1966-07-21")).toBe("1966-07-21");
    expect(parseSwissDate("2026-2-1")).toBe("2026-02-01");
  });

  it("refuses what is no day of the calendar", () => {
    for (const text of [
      "",
      "  ",
      "31.02.2026",
      "29.02.2025",
      "00.01.2026",
      "01.13.2026",
      "1.1.26",
      "21..07.1966",
      ".21.07.1966",
      "21.07.1966.",
      "21.07",
      "2107196",
      "21-07-19660",
      "2l.07.1966",
      "07/21/1966",
      "0999-01-01",
    ]) {
      expect(parseSwissDate(text), text).toBeNull();
    }
    expect(parseSwissDate("29.02.2028")).toBe("2028-02-29");
  });

  it("stays fast on long hostile input (no regular expression to backtrack)", () => {
    const started = performance.now();
    expect(parseSwissDate("1.".repeat(50_000))).toBeNull();
    expect(parseSwissDate("1".repeat(100_000))).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("round-trips with formatDate", () => {
    expect(formatDate(parseSwissDate("1.2.2026")!)).toBe("01.02.2026");
  });
});

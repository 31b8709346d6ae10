// The rule behind the profile's "usually answers within …" (docs/product-rules.md#lead-inbox).
import { describe, expect, it } from "vitest";
import { responseTimeBadge } from "@/lib/inbox/response-time-badge";

const HOUR = 3600;

describe("the response-time badge", () => {
  it("speaks only for at least 5 messages", () => {
    expect(responseTimeBadge(4, HOUR)).toBeNull();
    expect(responseTimeBadge(5, HOUR)).toBe("day");
    expect(responseTimeBadge(0, null)).toBeNull();
  });

  it("says a day up to 24 hours, a week up to 7 days, nothing beyond", () => {
    expect(responseTimeBadge(5, 24 * HOUR)).toBe("day");
    expect(responseTimeBadge(5, 24 * HOUR + 1)).toBe("week");
    expect(responseTimeBadge(5, 7 * 24 * HOUR)).toBe("week");
    expect(responseTimeBadge(5, 7 * 24 * HOUR + 1)).toBeNull();
  });
});

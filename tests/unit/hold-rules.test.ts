// The pure hold rules (lib/evaluations/hold-rules.ts): which facts hold an evaluation, and that a hold
// never becomes a consultant's tool against a critical rating.
import { describe, expect, it } from "vitest";
import {
  BURST_MINIMUM,
  holdReasons,
  holdsOthersOfKind,
  NEGATIVE_WAVE_MINIMUM,
  negativeWaveThreshold,
  REPEATED_TEXT_MIN_LENGTH,
  type HoldFacts,
} from "@/lib/evaluations/hold-rules";
import { isBadRating, shownRating } from "@/lib/evaluations/scoring";

const none = { critical: 0, positive: 0 };
const facts = (overrides: Partial<HoldFacts> = {}): HoldFacts => ({
  critical: false,
  confirmedLastDay: { critical: 0, positive: 1 },
  confirmedMonthBefore: 0,
  sameNetworkEvaluations: none,
  consultantSignedInFromNetwork: false,
  reviewerDomain: "kunden.example",
  consultantDomains: [],
  commentLength: 40,
  repeatedTexts: none,
  repeatedNames: none,
  criticalInWave: 0,
  criticalInHistory: 0,
  ...overrides,
});

describe("bursts", () => {
  it("holds the fifth positive rating of a day, counting critical ones too", () => {
    expect(holdReasons(facts({ confirmedLastDay: { critical: 1, positive: BURST_MINIMUM - 1 } }))).toEqual(["burst"]);
  });

  it("never holds a critical rating among a wave of positive ones", () => {
    expect(holdReasons(facts({ critical: true, confirmedLastDay: { critical: 1, positive: 40 } }))).toEqual([]);
    expect(holdsOthersOfKind(false)).toBe("positive");
  });

  it("holds a burst of critical ones (bombing), and holds along only critical ones", () => {
    expect(holdReasons(facts({ critical: true, confirmedLastDay: { critical: BURST_MINIMUM, positive: 0 }, criticalInWave: 1 }))).toEqual(["burst"]);
    expect(holdsOthersOfKind(true)).toBe("critical");
  });
});

describe("repeated texts and names", () => {
  it("holds nearly the same comment from another mailbox, but not a short one", () => {
    expect(holdReasons(facts({ repeatedTexts: { critical: 0, positive: 1 } }))).toEqual(["repeatedText"]);
    expect(holdReasons(facts({ repeatedTexts: { critical: 0, positive: 1 }, commentLength: REPEATED_TEXT_MIN_LENGTH - 1 }))).toEqual([]);
  });

  it("holds the same reviewer name", () => {
    expect(holdReasons(facts({ repeatedNames: { critical: 2, positive: 0 } }))).toEqual(["repeatedName"]);
  });

  it("does not hold a critical rating because a positive one copied its name or text", () => {
    expect(holdReasons(facts({ critical: true, repeatedNames: { critical: 0, positive: 3 }, repeatedTexts: { critical: 0, positive: 3 } }))).toEqual([]);
  });
});

describe("a wave of negatives", () => {
  it("holds the third critical rating within the window of a consultant without critical history", () => {
    expect(holdReasons(facts({ critical: true, criticalInWave: NEGATIVE_WAVE_MINIMUM - 1 }))).toEqual([]);
    expect(holdReasons(facts({ critical: true, criticalInWave: NEGATIVE_WAVE_MINIMUM }))).toEqual(["negativeWave"]);
  });

  it("compares with the consultant's own history: many critical ones a year raise the bar", () => {
    expect(negativeWaveThreshold(0)).toBe(NEGATIVE_WAVE_MINIMUM);
    // 520 a year are 10 a week; a wave is three times that.
    expect(negativeWaveThreshold(520)).toBe(30);
    expect(holdReasons(facts({ critical: true, criticalInWave: 12, criticalInHistory: 520 }))).toEqual([]);
  });

  it("is never a reason for a positive rating", () => {
    expect(holdReasons(facts({ critical: false, criticalInWave: 50 }))).toEqual([]);
  });
});

describe("networks and domains", () => {
  it("holds a positive rating from a network with other ratings, a critical one only among critical ones", () => {
    expect(holdReasons(facts({ sameNetworkEvaluations: { critical: 1, positive: 0 } }))).toEqual(["sharedNetwork"]);
    expect(holdReasons(facts({ critical: true, sameNetworkEvaluations: { critical: 0, positive: 4 } }))).toEqual([]);
  });

  it("holds the consultant's or the company's network and domain", () => {
    expect(holdReasons(facts({ consultantSignedInFromNetwork: true }))).toEqual(["consultantNetwork"]);
    expect(holdReasons(facts({ reviewerDomain: "mail.treuhand.example", consultantDomains: ["treuhand.example"] }))).toEqual(["consultantDomain"]);
  });
});

describe("critical means what the card shows", () => {
  it("rounds to one decimal first: 3.97 shows 4.0 and is not critical, 3.94 shows 3.9 and is", () => {
    expect(shownRating(3.97)).toBe(4);
    expect(isBadRating(3.97)).toBe(false);
    expect(isBadRating(3.95)).toBe(false);
    expect(isBadRating(3.94)).toBe(true);
    expect(isBadRating(1)).toBe(true);
    expect(isBadRating(4)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { canStillEdit, daysLeftToEdit, editDeadline, releaseDate } from "@/lib/evaluations/release-policy";
import { displayName } from "@/lib/evaluations/display-name";

const policy = { releaseDays: 14, badRatingHoldDays: 7, editWindowDays: 7 };
const created = new Date("2026-01-10T15:30:00Z");
const DAY = 86_400_000;
const clock = (days: number) => new Date(created.getTime() + days * DAY);

describe("release dates", () => {
  it("release a good evaluation after the review period and a bad one after the improvement window", () => {
    expect(releaseDate(created, 4, policy).toISOString()).toBe(clock(14).toISOString());
    expect(releaseDate(created, 5, policy).toISOString()).toBe(clock(14).toISOString());
    // What the card shows decides: 3.99 shows as 4.0 and is not critical; 3.94 shows as 3.9 and is.
    expect(releaseDate(created, 3.99, policy).toISOString()).toBe(clock(14).toISOString());
    expect(releaseDate(created, 3.94, policy).toISOString()).toBe(clock(7).toISOString());
    expect(releaseDate(created, 1, policy).toISOString()).toBe(clock(7).toISOString());
  });

  it("follow the configured periods", () => {
    expect(releaseDate(created, 5, { ...policy, releaseDays: 3 }).toISOString()).toBe(clock(3).toISOString());
    expect(releaseDate(created, 2, { ...policy, badRatingHoldDays: 0 }).toISOString()).toBe(created.toISOString());
  });
});

describe("the edit window", () => {
  it("is open for 7 days from the creation and counts the days left rounded up", () => {
    expect(editDeadline(created, policy).toISOString()).toBe(clock(7).toISOString());
    expect(daysLeftToEdit(created, clock(0), policy)).toBe(7);
    expect(daysLeftToEdit(created, clock(0.5), policy)).toBe(7);
    expect(daysLeftToEdit(created, clock(6.9), policy)).toBe(1);
    expect(daysLeftToEdit(created, clock(7), policy)).toBe(0);
    expect(daysLeftToEdit(created, clock(30), policy)).toBe(0);
    expect(canStillEdit(created, clock(6.99), policy)).toBe(true);
    expect(canStillEdit(created, clock(7), policy)).toBe(false);
  });
});

describe("display names", () => {
  it("show the chosen style and never more", () => {
    expect(displayName("fullName", "Anna", "Muster")).toBe("Anna Muster");
    expect(displayName("givenNameAndFamilyNameInitial", "Anna", "muster")).toBe("Anna M.");
    expect(displayName("givenNameAndFamilyNameInitial", "Élodie", "Étienne")).toBe("Élodie É.");
    expect(displayName("givenName", "Anna", "Muster")).toBe("Anna");
  });
});

import { describe, expect, it } from "vitest";
import { linkTransitionAllowed } from "@/lib/companies/link-rules";
import { boundingBox, haversineKm, innerBox, roundKm } from "@/lib/geo/distance";
import { escapeLike } from "@/lib/text/escape-like";
import { normalizeTags } from "@/lib/consultants/tags";
import { searchQuerySchema } from "@/lib/search/schema";
import { colorForRating } from "@/lib/stats/color";

const zurich = { latitude: 47.3769, longitude: 8.5417 };
const bern = { latitude: 46.948, longitude: 7.4474 };

describe("distance helpers", () => {
  it("computes great-circle distances with radius 6371 km", () => {
    expect(haversineKm(zurich, zurich)).toBe(0);
    expect(roundKm(haversineKm(zurich, bern))).toBeCloseTo(95.5, 0);
    // A quarter of the meridian.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });

  it("builds a bounding box that contains every point within the radius", () => {
    const box = boundingBox(zurich, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      // A point ~49.9 km away in that direction.
      const p = {
        latitude: zurich.latitude + (49.9 / 111.195) * Math.cos(rad),
        longitude: zurich.longitude + (49.9 / (111.195 * Math.cos((zurich.latitude * Math.PI) / 180))) * Math.sin(rad),
      };
      expect(haversineKm(zurich, p)).toBeLessThanOrEqual(50.5);
      expect(p.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(p.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(p.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(p.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
    expect(haversineKm(zurich, bern)).toBeGreaterThan(50);
  });

  it("builds an inner box whose every point lies within the radius, yet covers most of the circle", () => {
    // Switzerland's latitudes and beyond, every perimeter the search offers and a few more.
    for (const latitude of [0, 45.8, 46.5, 47.8, 60, 75]) {
      for (const radiusKm of [1, 5, 10, 25, 50, 200]) {
        const center = { latitude, longitude: 8.5 };
        const box = innerBox(center, radiusKm);
        for (const lat of [box.minLatitude, center.latitude, box.maxLatitude]) {
          for (const lon of [box.minLongitude, center.longitude, box.maxLongitude]) {
            expect(haversineKm(center, { latitude: lat, longitude: lon })).toBeLessThanOrEqual(radiusKm);
          }
        }
        // Its corner is not far inside the circle: the box is not uselessly small.
        expect(haversineKm(center, { latitude: box.maxLatitude, longitude: box.maxLongitude })).toBeGreaterThan(0.9 * radiusKm);
      }
    }
  });

  it("rounds to 2 decimals and escapes LIKE wildcards", () => {
    expect(roundKm(1.005)).toBe(1.01);
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});

describe("search query schema", () => {
  it("applies the search defaults (10 per page, perimeter 50 km)", () => {
    expect(searchQuerySchema.parse({ postalCode: "8001" })).toMatchObject({
      type: "perimeter",
      perimeter: 50,
      ratingCount: 0,
      sort: "rating",
      page: 1,
      pageSize: 10,
      consultingTopics: [],
      languages: [],
      tags: [],
    });
  });

  it("accepts repeated and comma-separated lists and 'all'", () => {
    const q = searchQuerySchema.parse({ postalCode: "8001", consultingTopics: ["1,2", "3"], languages: "de,fr", pageSize: "all" });
    expect(q.consultingTopics).toEqual([1, 2, 3]);
    expect(q.languages).toEqual(["de", "fr"]);
    expect(q.pageSize).toBe("all");
  });

  it("requires the field of each search type", () => {
    expect(searchQuerySchema.safeParse({}).success).toBe(false);
    expect(searchQuerySchema.safeParse({ type: "name" }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ type: "name", name: "  " }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ type: "canton", canton: "XX" }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ type: "canton", canton: "BE" }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ postalCode: "0999" }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ postalCode: "8001", perimeter: "15" }).success).toBe(false);
  });

  it("normalizes tags: # stripped, duplicates dropped case-insensitively", () => {
    expect(normalizeTags(["#Vorsorge", "vorsorge", " #", "Hypo#thek"])).toEqual(["Vorsorge", "Hypothek"]);
  });
});

describe("company link rules", () => {
  it("lets a consultant request, accept invitations and leave, but not promote themself", () => {
    expect(linkTransitionAllowed("consultant", "unlinked", "requestedByConsultant")).toBe(true);
    expect(linkTransitionAllowed("consultant", "requestedByCompany", "accepted")).toBe(true);
    expect(linkTransitionAllowed("consultant", "requestedByConsultant", "accepted")).toBe(false);
    expect(linkTransitionAllowed("consultant", "accepted", "administrator")).toBe(false);
    expect(linkTransitionAllowed("consultant", "accepted", "unlinked")).toBe(true);
    expect(linkTransitionAllowed("consultant", null, "requestedByConsultant")).toBe(false);
  });

  it("lets a company administrator invite, accept, promote and demote", () => {
    expect(linkTransitionAllowed("companyAdmin", "unlinked", "requestedByCompany")).toBe(true);
    expect(linkTransitionAllowed("companyAdmin", "requestedByConsultant", "accepted")).toBe(true);
    expect(linkTransitionAllowed("companyAdmin", "accepted", "administrator")).toBe(true);
    expect(linkTransitionAllowed("companyAdmin", "administrator", "accepted")).toBe(true);
    expect(linkTransitionAllowed("companyAdmin", "requestedByCompany", "accepted")).toBe(false);
    expect(linkTransitionAllowed("companyAdmin", "unlinked", "accepted")).toBe(false);
  });
});

describe("stats colour", () => {
  it("grades the total rating", () => {
    expect(colorForRating(null)).toBe("#9ca3af");
    expect(colorForRating(4.8)).toBe("#16a34a");
    expect(colorForRating(1.2)).toBe("#dc2626");
    expect(new Set([5, 4.2, 3.5, 2.5, 1].map(colorForRating)).size).toBe(5);
  });
});

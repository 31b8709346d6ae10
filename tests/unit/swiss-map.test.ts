// The results map's geometry (issue 19, item 5): WGS84 → LV95 by swisstopo's approximate formulas,
// the shipped map's frame, and the part of the map a result page shows.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CANTONS } from "@/lib/geo/cantons";
import { frameAround } from "@/components/search/results-map";
import { kmToMapUnits, toLv95, toMapPoint } from "@/lib/geo/swiss-projection";
import { SWISS_MAP_FRAME } from "@/lib/geo/swiss-map-frame";

describe("the Swiss map projection", () => {
  it("puts Bern's old observatory at LV95 2600000/1200000 within a few metres", () => {
    const { e, n } = toLv95(46.9510827861504654, 7.4386324175389165);
    expect(Math.abs(e - 2600000)).toBeLessThan(5);
    expect(Math.abs(n - 1200000)).toBeLessThan(5);
  });

  it("places Geneva south-west of Zurich, both inside the map", () => {
    const geneva = toMapPoint(46.2044, 6.1432);
    const zurich = toMapPoint(47.3769, 8.5417);
    expect(geneva.x).toBeLessThan(zurich.x);
    expect(geneva.y).toBeGreaterThan(zurich.y);
    for (const p of [geneva, zurich]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(SWISS_MAP_FRAME.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(SWISS_MAP_FRAME.height);
    }
    // Zurich–Geneva is about 225 km as the crow flies.
    expect(Math.hypot(zurich.x - geneva.x, zurich.y - geneva.y)).toBeCloseTo(kmToMapUnits(225), -1);
  });

  it("frames the markers in the map's aspect ratio, never beyond the map nor smaller than a tenth of it", () => {
    const { width, height } = SWISS_MAP_FRAME;
    expect(frameAround([], width, height)).toEqual({ x: 0, y: 0, w: width, h: height });
    const one = frameAround([{ x: 500, y: 300 }], width, height);
    expect(one.w).toBeCloseTo(width / 10, 0);
    expect(one.w / one.h).toBeCloseTo(width / height, 1);
    const edge = frameAround(
      [
        { x: 2, y: 2 },
        { x: 60, y: 40 },
      ],
      width,
      height,
    );
    expect(edge.x).toBe(0);
    expect(edge.y).toBe(0);
    expect(
      frameAround(
        [
          { x: 0, y: 0 },
          { x: width, y: height },
        ],
        width,
        height,
      ),
    ).toEqual({ x: 0, y: 0, w: width, h: height });
  });
});

describe("the shipped map of the cantons", () => {
  const svg = readFileSync("public/maps/switzerland-cantons.svg", "utf8");

  it("draws each of the 26 cantons once, in the frame the markers use", () => {
    const ids = [...svg.matchAll(/<path id="([A-Z]{2})"/g)].map((m) => m[1]).sort();
    expect(ids).toEqual([...CANTONS].sort());
    expect(ids).toHaveLength(26);
    expect(svg).toContain(`viewBox="0 0 ${SWISS_MAP_FRAME.width} ${SWISS_MAP_FRAME.height}"`);
  });

  it("comes from public-domain data (Natural Earth), which the credit under the map names", () => {
    expect(svg).toContain("Natural Earth (public domain)");
    for (const locale of ["de", "en", "fr", "it"]) {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as { resultsMap: { attribution: string } };
      expect(messages.resultsMap.attribution, locale).toContain("Natural Earth");
    }
  });
});

// WGS84 → Swiss LV95 (E, N in metres) by swisstopo's approximate formulas (accurate to about a
// metre in Switzerland), and LV95 → the coordinates of the shipped canton map. Pure and
// browser-safe: the map generator (scripts/generate-swiss-map.ts) and the result markers use the
// same functions, so a marker sits where the outline says its place is.
import { SWISS_MAP_FRAME } from "./swiss-map-frame";

export function toLv95(latitude: number, longitude: number): { e: number; n: number } {
  const phi = (latitude * 3600 - 169028.66) / 10000;
  const lambda = (longitude * 3600 - 26782.5) / 10000;
  const e = 2600072.37 + 211455.93 * lambda - 10938.51 * lambda * phi - 0.36 * lambda * phi ** 2 - 44.54 * lambda ** 3;
  const n = 1200147.07 + 308807.95 * phi + 3745.25 * lambda ** 2 + 76.63 * phi ** 2 - 194.56 * lambda ** 2 * phi + 119.79 * phi ** 3;
  return { e, n };
}

type Frame = { minE: number; maxN: number; metresPerUnit: number; width: number; height: number };

/** A position on the map (SVG user units of the frame); north is up. */
export function toMapPoint(latitude: number, longitude: number, frame: Frame = SWISS_MAP_FRAME): { x: number; y: number } {
  const { e, n } = toLv95(latitude, longitude);
  return { x: (e - frame.minE) / frame.metresPerUnit, y: (frame.maxN - n) / frame.metresPerUnit };
}

/** A distance on the ground as map units (the perimeter's circle). */
export function kmToMapUnits(km: number, frame: Frame = SWISS_MAP_FRAME): number {
  return (km * 1000) / frame.metresPerUnit;
}

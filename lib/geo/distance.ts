// Distances between places (earth radius 6371 km, 2 decimals: docs/product-rules.md#search-and-lists), for the
// perimeter search, the cards and the comparison. Pure: the SQL uses the same formula, and unit tests pin both down.
export const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

const rad = (deg: number) => (deg * Math.PI) / 180;

export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that contains every point within radiusKm of the centre, so the
 * (latitude, longitude) index can narrow the rows before the exact distance is computed.
 */
export function boundingBox(center: { latitude: number; longitude: number }, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  // Longitude degrees shrink with cos(latitude); the box uses the widest latitude it spans.
  const widest = Math.min(89, Math.abs(center.latitude) + dLat);
  return boxAround(center, dLat, radiusKm / (KM_PER_DEGREE_LATITUDE * Math.cos(rad(widest))));
}

/**
 * A latitude/longitude box that lies wholly inside the circle of radiusKm: a profile in it is
 * within the perimeter without computing its distance (about two thirds of the circle's area, so the
 * search computes the great-circle distance for only the remaining third). Its half side is
 * 0.99 · r/√2 in kilometres, measured where a degree of longitude is longest, so that even the flat
 * approximation's small error cannot put a corner outside the circle.
 */
export function innerBox(center: { latitude: number; longitude: number }, radiusKm: number) {
  const halfSideKm = (0.99 * radiusKm) / Math.SQRT2;
  const dLat = halfSideKm / KM_PER_DEGREE_LATITUDE;
  const nearestEquator = Math.max(0, Math.abs(center.latitude) - dLat);
  return boxAround(center, dLat, halfSideKm / (KM_PER_DEGREE_LATITUDE * Math.cos(rad(nearestEquator))));
}

function boxAround(center: { latitude: number; longitude: number }, dLat: number, dLon: number) {
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLon,
    maxLongitude: center.longitude + dLon,
  };
}

export function roundKm(km: number): number {
  return Math.round((km + Number.EPSILON) * 100) / 100;
}

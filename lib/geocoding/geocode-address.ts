// Positions of consultants and companies (docs/product-rules.md#external-services): the offline gazetteer of Swiss postal codes
// by default; with GOOGLE_MAPS_API_KEY, Google's geocoder refines the position to the street
// address. Geocoding never blocks a save: a failure, a timeout or an answer outside Switzerland
// falls back to the gazetteer, and a postal code it does not know leaves the position empty.
//
// Called before the save's transaction, so that no database lock waits for a remote service.
import "server-only";
import { Client, Status } from "@googlemaps/google-maps-services-js";
import { config } from "@/lib/config";
import { postalCodeCenter } from "./postal-code-center";

export type Address = { streetName: string; streetNumber: string; postalCode: string; city: string };
export type Position = { latitude: number | null; longitude: number | null };

/** Google's answer may take this long before the save goes on with the gazetteer. */
const GOOGLE_TIMEOUT_MS = 3000;
// Switzerland's bounding box with a margin: a result outside it is a wrong match (an ambiguous
// street name abroad), not a position to store.
const SWITZERLAND = { minLatitude: 45.7, maxLatitude: 47.9, minLongitude: 5.8, maxLongitude: 10.6 };

export async function geocodeAddress(address: Address): Promise<Position> {
  const { GOOGLE_MAPS_API_KEY: key, GOOGLE_GEOCODING_URL: url } = config();
  if (key) {
    const position = await geocodeWithGoogle(address, key, url).catch((error: unknown) => {
      // The address is personal data: the log names the failure only.
      console.warn(`[geocoding] Google geocoding failed (${error instanceof Error ? error.message.slice(0, 120) : typeof error}); using the gazetteer`);
      return null;
    });
    if (position) return position;
  }
  // The gazetteer: the same centre of the postal code that the perimeter search measures from.
  const center = await postalCodeCenter(address.postalCode);
  return { latitude: center?.latitude ?? null, longitude: center?.longitude ?? null };
}

async function geocodeWithGoogle(address: Address, key: string, url: string | undefined): Promise<Position | null> {
  const response = await new Client({}).geocode({
    params: {
      key,
      address: `${address.streetName} ${address.streetNumber}, ${address.postalCode} ${address.city}`,
      components: { country: "CH", postal_code: address.postalCode },
      region: "ch",
    },
    timeout: GOOGLE_TIMEOUT_MS,
    // No retries: the gazetteer answers at once, and a save must not wait for a second try.
    raxConfig: { retry: 0 },
    ...(url ? { url } : {}),
  });
  if (response.data.status !== Status.OK) {
    if (response.data.status !== Status.ZERO_RESULTS) throw new Error(`status ${response.data.status}`);
    return null;
  }
  const location = response.data.results[0]?.geometry?.location;
  if (!location || !Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return null;
  const inSwitzerland =
    location.lat >= SWITZERLAND.minLatitude &&
    location.lat <= SWITZERLAND.maxLatitude &&
    location.lng >= SWITZERLAND.minLongitude &&
    location.lng <= SWITZERLAND.maxLongitude;
  return inSwitzerland ? { latitude: location.lat, longitude: location.lng } : null;
}

/** Whether a saved address differs from the stored one in anything the geocoder reads. */
export function addressChanged(stored: Address, next: Address): boolean {
  return (["streetName", "streetNumber", "postalCode", "city"] as const).some((k) => stored[k].trim() !== next[k].trim());
}

// Which rating link a questionnaire visit came through (issue 32): the printed QR card's (src=qr), a coded
// link (an invitation's or a handed-out code), or the common link. Browser-safe and pure.
import type { BeaconEvent } from "./kinds";

export function ratingLinkEvent(source: string | undefined, code: string | undefined): BeaconEvent {
  if (source === "qr") return "ratingLinkQr";
  return code ? "ratingLinkCoded" : "ratingLinkCommon";
}

// The release policy as configured for this installation.
import "server-only";
import { config } from "@/lib/config";
import type { ReleasePolicy } from "./release-policy";

export function configuredPolicy(): ReleasePolicy {
  const c = config();
  return { releaseDays: c.RELEASE_DAYS, badRatingHoldDays: c.BAD_RATING_HOLD_DAYS, editWindowDays: c.EDIT_WINDOW_DAYS };
}

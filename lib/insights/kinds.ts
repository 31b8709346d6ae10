// What the insights count (issue 32, docs/product-rules.md#insights): the kinds of event, and the ones a
// visitor's browser reports through the beacon (POST /api/consultant/{id}/view). Browser-safe.
import type { InsightKind } from "@/lib/db/generated/enums";

export const INSIGHT_KINDS = [
  "profileView",
  "searchAppearance",
  "contactMessage",
  "phoneClick",
  "emailClick",
  "websiteClick",
  "bookingClick",
  "ratingLinkCommon",
  "ratingLinkCoded",
  "ratingLinkQr",
  "sealLoad",
  "widgetLoad",
  "invitationSent",
  "invitationDelivered",
  "invitationRated",
  "invitationUnsubscribed",
  "invitationBounced",
] as const satisfies readonly InsightKind[];

/** Only what happens in the visitor's browser comes through the beacon; everything else is counted where it happens on the server. */
export const BEACON_EVENTS = [
  "profileView",
  "phoneClick",
  "emailClick",
  "websiteClick",
  "bookingClick",
  "ratingLinkCommon",
  "ratingLinkCoded",
  "ratingLinkQr",
] as const satisfies readonly InsightKind[];
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

export type { InsightKind };

/** How the account's insights tab groups the figures (the CSV keeps INSIGHT_KINDS' order). */
export const INSIGHT_GROUPS = [
  { key: "visibility", kinds: ["profileView", "searchAppearance"] },
  { key: "contacts", kinds: ["contactMessage", "phoneClick", "emailClick", "websiteClick", "bookingClick"] },
  { key: "ratingLinks", kinds: ["ratingLinkCommon", "ratingLinkCoded", "ratingLinkQr", "sealLoad", "widgetLoad"] },
  { key: "invitations", kinds: ["invitationSent", "invitationDelivered", "invitationRated", "invitationUnsubscribed", "invitationBounced"] },
] as const satisfies readonly { key: string; kinds: readonly InsightKind[] }[];

export function isInsightKind(value: string | undefined): value is InsightKind {
  return (INSIGHT_KINDS as readonly string[]).includes(value ?? "");
}

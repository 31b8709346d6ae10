// The widget's words in the language of ?lang=, outside any page request (lib/i18n/translator.ts, like
// the seal): its own namespace "reviewsWidget", and the seal's and the legend's words where they say
// the same thing, so that seal, widget and profile never name a label differently.
import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/translator";
import type { WidgetTexts } from "./render-widget";

export function widgetTexts(locale: Locale): WidgetTexts {
  const t = serverTranslator(locale, "reviewsWidget");
  const seal = serverTranslator(locale, "seal");
  const vouching = serverTranslator(locale, "vouching");
  const card = serverTranslator(locale, "evaluation.card");
  const disputes = serverTranslator(locale, "disputes.card");
  return {
    brand: seal("brand"),
    title: (name) => seal("alt", { name }),
    ratings: (count, formatted) => seal("ratings", { count, formatted }),
    none: seal("none"),
    notPublic: seal("profile.notPublic"),
    stars: (value, formatted) => card("stars", { value: formatted, count: value }),
    evidenceTitle: (count, formatted) => t("evidenceTitle", { count, formatted }),
    evidenceLabel: (row) => vouching(`labels.${row}`),
    latest: t("latest"),
    reviewOf: (name) => t("reviewOf", { name }),
    disputedSince: (date) => disputes("disputedSince", { date }),
    allRatings: (count, formatted) => t("allRatings", { count, formatted }),
    viewProfile: t("viewProfile"),
    legend: t("legend"),
    newWindow: t("newWindow"),
    unavailable: t("unavailable"),
  };
}

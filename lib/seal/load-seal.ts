// The seal's data and its rendered bytes, cached in Next's data cache per profile, language and
// format. Tagged like the profile pages (lib/cache/page-tags.ts), so whatever expires a consultant's
// or company's page (an evaluation published, a profile saved, every job run) expires the seal too;
// other servers and changes outside a request catch up within PUBLIC_PAGE_SECONDS.
import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { profileDisplay, shownFigures } from "@/lib/consultants/profile-display";
import { CHECK_MARK_KINDS } from "@/lib/evaluations/evidence";
import { publicWhere } from "@/lib/evaluations/public-evaluation";
import type { Locale } from "@/lib/i18n/routing";
import { ALL_PUBLIC_PAGES, companyPageTag, consultantPageTag, PUBLIC_PAGE_SECONDS } from "@/lib/cache/page-tags";
import { renderSealPng } from "./render-seal-png";
import { renderSealSvg, type SealData } from "./render-seal-svg";
import { sealTexts } from "./seal-texts";

export type SealOwner = { kind: "consultant" | "company"; id: number };
export type SealFormat = "svg" | "png";

async function loadSealData(owner: SealOwner): Promise<SealData | null> {
  if (owner.kind === "consultant") {
    const c = await db().consultant.findUnique({
      where: { id: owner.id },
      select: { state: true, title: true, givenName: true, familyName: true, ratingAverage: true, ratingCount: true },
    });
    // The page's rule (lib/consultants/profile-display.ts): no seal where there is no page, no figures where the page shows none.
    if (!c || !profileDisplay(c.state).reachable) return null;
    const name = [c.title, c.givenName, c.familyName].filter(Boolean).join(" ");
    const figures = shownFigures(c.state, c.ratingAverage, c.ratingCount);
    if (!figures) return { name, figures: null };
    const checked = figures.count > 0 ? await countChecked({ consultantId: owner.id }) : 0;
    return { name, figures: { ...figures, checked } };
  }
  const company = await db().company.findUnique({ where: { id: owner.id }, select: { name: true, ratingAverage: true, ratingCount: true } });
  if (!company) return null;
  // The company's figures count only members whose own figures are public (lib/consultants/aggregates.ts).
  const checked =
    company.ratingCount > 0 ? await countChecked({ consultant: { companyId: owner.id, companyLinkState: { in: ["accepted", "administrator"] } } }) : 0;
  return { name: company.name, figures: { average: Number(company.ratingAverage), count: company.ratingCount, checked } };
}

/** Public evaluations that Beraterwahl itself checked (the ✓ kinds of lib/evaluations/evidence.ts). */
async function countChecked(where: Prisma.EvaluationWhereInput): Promise<number> {
  return db().evaluation.count({ where: { AND: [publicWhere, where, { evidence: { in: [...CHECK_MARK_KINDS] } }] } });
}

/** The seal as text (SVG) or base64 (PNG); null when the profile does not exist or is disabled. */
export async function loadSeal(owner: SealOwner, locale: Locale, format: SealFormat): Promise<string | null> {
  const tags = [owner.kind === "consultant" ? consultantPageTag(owner.id) : companyPageTag(owner.id), ALL_PUBLIC_PAGES];
  return unstable_cache(
    async () => {
      const data = await loadSealData(owner);
      if (!data) return null;
      const svg = renderSealSvg(data, locale, sealTexts(locale));
      return format === "svg" ? svg : renderSealPng(svg).toString("base64");
    },
    ["rating-seal", owner.kind, String(owner.id), locale, format],
    { tags, revalidate: PUBLIC_PAGE_SECONDS },
  )();
}

/** The seal's alt text, for the snippet on the dashboard. */
export function sealAlt(name: string, locale: Locale): string {
  return sealTexts(locale).alt(name);
}

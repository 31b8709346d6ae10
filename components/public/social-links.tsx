// Social profile links of a consultant or company; only http(s) addresses become links.
import { getTranslations } from "next-intl/server";
import { normalizeWebsite } from "@/lib/profile-links/website";

type Links = { linkedInUrl?: string | null; twitterUrl?: string | null; facebookUrl?: string | null; instagramUrl?: string | null; whatsAppUrl?: string | null };
const NETWORKS = [
  ["linkedInUrl", "linkedIn"],
  ["twitterUrl", "twitter"],
  ["facebookUrl", "facebook"],
  ["instagramUrl", "instagram"],
  ["whatsAppUrl", "whatsApp"],
] as const;

export async function SocialLinks({ links, name }: { links: Links; name: string }) {
  const t = await getTranslations("consultantPage.social");
  const items = NETWORKS.map(([field, key]) => ({ key, href: normalizeWebsite(links[field]) })).filter((i): i is { key: (typeof NETWORKS)[number][1]; href: string } => i.href !== null);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="social-title">
      <h2 id="social-title" className="text-lg font-semibold text-ink">
        {t("title")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((i) => (
          <li key={i.key}>
            <a href={i.href} rel="noopener noreferrer nofollow" target="_blank" className="inline-block rounded-full border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
              {t(i.key)}
              <span className="sr-only"> – {t("of", { name })} ({t("newTab")})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

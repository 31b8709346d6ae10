// The parts the public company and consultant pages share: the header card (picture, name, address
// lines, the rating, the actions) and the contact section (phone, e-mail, website, social links and
// the contact form). Server components; the contact form is the pages' one client island here.
import type { ReactNode } from "react";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { LocalizedContactForm } from "@/components/forms/localized-contact-form";
import { SocialLinks } from "@/components/public/social-links";
import { RatingFigures } from "@/components/public/profile-card";
import { hyphenate } from "@/lib/i18n/hyphenate";
import type { Locale } from "@/lib/i18n/routing";
import { displayWebsite } from "@/lib/profile-links/website";
import { pageMetadata } from "@/lib/seo/page-metadata";

/** A profile page's metadata: title and description from `metaTitle`/`metaDescription` of its namespace, the introduction's start where there is one. */
export async function profileMetadata({
  locale,
  namespace,
  path,
  name,
  city,
  introduction,
  image,
  count,
  type,
}: {
  locale: Locale;
  namespace: "companyPage" | "consultantPage";
  path: string;
  name: string;
  city: string;
  introduction: string | null;
  image: string | null;
  /** The number of ratings, where the description names it. */
  count?: number;
  type?: "profile";
}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({
    locale,
    path,
    title: t("metaTitle", { name, city }),
    description: introduction?.slice(0, 160) || t("metaDescription", { name, city, count: count ?? 0 }),
    siteName: meta("siteName"),
    image: image ?? undefined,
    type,
  });
}

export async function ProfileHeader({
  picture,
  name,
  rating,
  actions,
  children,
}: {
  picture: ReactNode;
  name: string;
  /** The average and the number of ratings; null where the page shows no rating. */
  rating: { average: number; count: number } | null;
  actions: ReactNode;
  /** The lines below the name (company, address). */
  children: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
      {picture}
      <div className="flex-1">
        <h1 className="text-3xl font-bold text-ink">{hyphenate(name, await getLocale())}</h1>
        {children}
        {rating ? (
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <RatingFigures average={rating.average} count={rating.count} large />
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">{actions}</div>
    </header>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-ink">{term}</dt>
      {children}
    </div>
  );
}

type ContactTarget = { purpose: "contactConsultant"; consultantId: number; name: string } | { purpose: "contactCompany"; companyId: number; name: string };

/** Section #contact: the published ways to reach the record, then the contact form (its title names the record). */
export async function ProfileContact({
  title,
  address,
  phone,
  email,
  website,
  social,
  target,
}: {
  title: string;
  /** The postal address's lines, where the page shows them. */
  address?: ReactNode;
  phone: string | null;
  email: string | null;
  /** The normalized website address (lib/profile-links/website.ts). */
  website: string | null;
  /** The social links, where the page shows them. */
  social: Parameters<typeof SocialLinks>[0]["links"] | null;
  target: ContactTarget;
}) {
  const t = await getTranslations("consultantPage");
  return (
    <section id="contact" aria-labelledby="contact-title" className="mt-12 grid scroll-mt-24 gap-8 lg:grid-cols-3">
      <div>
        <h2 id="contact-title" className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          {address ? (
            <Detail term={t("address")}>
              <dd className="text-muted">{address}</dd>
            </Detail>
          ) : null}
          {phone ? (
            <Detail term={t("phone")}>
              <dd>
                <a data-insight="phoneClick" href={`tel:${phone.replace(/\s+/g, "")}`} className="text-brand-700 hover:underline">
                  {phone}
                </a>
              </dd>
            </Detail>
          ) : null}
          {email ? (
            <Detail term={t("email")}>
              <dd>
                <a data-insight="emailClick" href={`mailto:${email}`} className="break-all text-brand-700 hover:underline">
                  {email}
                </a>
              </dd>
            </Detail>
          ) : null}
          {website ? (
            <Detail term={t("website")}>
              <dd>
                <a data-insight="websiteClick" href={website} rel="noopener noreferrer nofollow" target="_blank" className="break-all text-brand-700 hover:underline">
                  {displayWebsite(website)}
                </a>
              </dd>
            </Detail>
          ) : null}
        </dl>
        {social ? (
          <div className="mt-6">
            <SocialLinks links={social} name={target.name} />
          </div>
        ) : null}
      </div>
      <div className="lg:col-span-2">
        <h2 className="text-xl font-semibold text-ink">{t("contactFormTitle", { name: target.name })}</h2>
        <div className="mt-4">
          <LocalizedContactForm target={target} />
        </div>
      </div>
    </section>
  );
}

import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { CLIENT_NAMESPACES, pick } from "@/lib/i18n/client-messages";
import { locales, type Locale } from "@/lib/i18n/routing";
import { AccountMenu } from "./account-menu";
import { FeedbackButton } from "./feedback-button";
import { HeaderMenu } from "./header-menu";
import { LanguageSwitch } from "./language-switch";

const PRIMARY = [
  { href: "/#search", key: "find" },
  { href: "/for-consultants", key: "forConsultants" },
  { href: "/consultants", key: "allConsultants" },
] as const;

export async function SiteHeader() {
  const t = await getTranslations("nav");
  const menu = await getTranslations("auth.menu");
  const feedback = await getTranslations("feedback");
  const languages = await getTranslations("languageSwitch");
  const locale = (await getLocale()) as Locale;
  // Each language's link carries lang={its language}: its title is its own name ("Français"), so that a
  // screen reader speaks it in that language and hyphenation never applies German rules to French.
  const ownNames = Object.fromEntries(
    await Promise.all(locales.map(async (l) => [l, (await getTranslations({ locale: l, namespace: "languageSwitch" }))(`names.${l}`)] as const)),
  ) as Record<Locale, string>;
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2 md:py-3">
        <Link href="/" className="flex min-h-11 items-center gap-2 text-lg font-bold text-brand-700">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="#17706a" />
            <path d="M9 17l4.5 4.5L23 11" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{t("brand")}</span>
        </Link>
        <HeaderMenu openLabel={t("openMenu")} closeLabel={t("closeMenu")}>
          <nav aria-label={t("primary")} className="text-base font-medium text-muted md:text-sm">
            <ul className="flex flex-col md:flex-row md:items-center md:gap-5">
              {PRIMARY.map((item) => (
                <li key={item.key}>
                  <Link href={item.href} className="flex min-h-11 items-center hover:text-brand-700 md:min-h-6">
                    {t(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-2 border-t border-brand-100 pt-4 md:ml-auto md:flex-nowrap md:border-0 md:pt-0">
            {/* The islands get their texts from here: no message formatting in every page's first load. */}
            <FeedbackButton label={feedback("button")} locale={locale} timeZone={await getTimeZone()} messages={pick(await getMessages(), CLIENT_NAMESPACES)} />
            <LanguageSwitch current={locale} labels={{ label: languages("label"), names: ownNames }} />
            <AccountMenu
              labels={{
                menu: menu("label"),
                account: menu("account"),
                profile: menu("profile"),
                inbox: menu("inbox"),
                unread: menu("unread"),
                company: menu("company"),
                administration: menu("administration"),
                signOut: menu("signOut"),
              }}
              signIn={
                <Link href="/sign-in-callback" className={buttonClass()}>
                  {menu("signIn")}
                </Link>
              }
            />
          </div>
        </HeaderMenu>
      </div>
    </header>
  );
}

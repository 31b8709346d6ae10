// /sign-in: the identity provider's button and, for development and demos only, the clearly marked
// local sign-in with the seeded accounts. next-auth sends sign-in errors here too (?error=…).
import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocalSignInForm } from "@/components/auth/local-sign-in-form";
import { DEMO_ACCOUNTS } from "@/lib/auth/demo-accounts";
import { oidcConfigured, oidcSettings } from "@/lib/auth/oidc-settings";
import { safeCallbackPath } from "@/lib/auth/redirect-target";
import { localSignInEnabled } from "@/lib/config";
import { getPathname, Link } from "@/lib/i18n/navigation";

// Per request: it reads its query (the page to return to, an error). Said explicitly because no page is prerendered at build time
// (app/[locale]/layout.tsx), where Next would otherwise have found out.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false } };

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const KNOWN_ERRORS = ["AccessDenied", "CredentialsSignin"] as const;

export default async function SignInPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations("auth.signIn");
  const callbackPath = safeCallbackPath(query.callbackUrl);
  const callbackQuery = callbackPath ? { callbackUrl: callbackPath } : undefined;
  const afterSignIn = getPathname({ href: { pathname: "/sign-in-callback", query: callbackQuery }, locale });
  const error = typeof query.error === "string" ? (KNOWN_ERRORS.find((e) => e === query.error) ?? "default") : null;
  const withProvider = oidcConfigured(oidcSettings());
  const local = localSignInEnabled();

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <p className="mt-3 text-muted">{t("intro")}</p>
      {error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(`errors.${error}`)}
        </p>
      ) : null}
      {withProvider ? (
        <Link href={{ pathname: "/sign-in-callback", query: callbackQuery }} className={buttonClass({ size: "lg", className: "mt-8" })}>
          {t("provider")}
        </Link>
      ) : null}
      {local ? (
        <div className="mt-10 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-6" data-testid="local-sign-in">
          <h2 className="flex items-center gap-2 text-xl font-semibold text-amber-900">
            <span aria-hidden="true">⚠</span>
            {t("devTitle")}
          </h2>
          <p className="mt-2 text-sm text-amber-900">{t("devNotice")}</p>
          <div className="mt-6">
            <LocalSignInForm
              callbackUrl={afterSignIn}
              signInAsLabel={t("signInAs")}
              accounts={DEMO_ACCOUNTS.map((a) => ({ email: a.email, name: a.name, description: t(`accounts.${a.key}`) }))}
            />
          </div>
        </div>
      ) : null}
      {!withProvider && !local ? <p className="mt-8 text-muted">{t("notConfigured")}</p> : null}
    </section>
  );
}

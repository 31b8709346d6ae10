// /sign-in-callback (docs/product-rules.md#public-pages): "Signing in…" while we go to the identity provider; on the way
// back the signed-in user is sent on: to the page they came from, else new users to account
// creation, consultants to their profile.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect as redirectToPath } from "next/navigation";
import { AuthProgressDialog } from "@/components/auth/auth-progress-dialog";
import { getPageActor } from "@/lib/auth/page-actor";
import { oidcConfigured, oidcSettings } from "@/lib/auth/oidc-settings";
import { OIDC_PROVIDER_ID } from "@/lib/auth/provider-ids";
import { defaultLandingPath, safeCallbackPath } from "@/lib/auth/redirect-target";
import { localSignInEnabled } from "@/lib/config";
import { getPathname, redirect } from "@/lib/i18n/navigation";

// Per request: it reads the visitor's session and the query. Said explicitly because no page is prerendered at build time
// (app/[locale]/layout.tsx), where Next would otherwise have found out.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false } };

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInCallbackPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const callbackPath = safeCallbackPath((await searchParams).callbackUrl);
  const actor = await getPageActor();
  // Callback paths already carry their locale prefix: they are used as they are.
  if (actor.kind === "user") {
    if (callbackPath) redirectToPath(callbackPath);
    return redirect({ href: defaultLandingPath(actor), locale });
  }
  const query = callbackPath ? { callbackUrl: callbackPath } : undefined;
  if (!oidcConfigured(oidcSettings())) {
    if (localSignInEnabled()) return redirect({ href: { pathname: "/sign-in", query }, locale });
    const t = await getTranslations("auth.callback");
    return <p className="mx-auto max-w-xl px-4 py-20 text-center text-muted">{t("notConfigured")}</p>;
  }
  const t = await getTranslations("auth.callback");
  // Back here after the identity provider, to pick the destination above.
  const returnTo = getPathname({ href: { pathname: "/sign-in-callback", query }, locale });
  return (
    <AuthProgressDialog
      title={t("signingIn")}
      cancelLabel={t("cancel")}
      cancelHref={getPathname({ href: "/", locale })}
      action={{ kind: "signIn", provider: OIDC_PROVIDER_ID, callbackUrl: returnTo }}
    />
  );
}

// /sign-out-callback (docs/product-rules.md#public-pages): "Signing out…" while next-auth ends the session (its
// sign-out event deletes the Session row); then home.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthProgressDialog } from "@/components/auth/auth-progress-dialog";
import { getPathname } from "@/lib/i18n/navigation";

export const metadata: Metadata = { robots: { index: false } };

export default async function SignOutCallbackPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("auth.callback");
  const home = getPathname({ href: "/", locale });
  return <AuthProgressDialog title={t("signingOut")} cancelLabel={t("cancel")} cancelHref={home} action={{ kind: "signOut", callbackUrl: home }} />;
}

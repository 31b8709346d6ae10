// Account pages need a signed-in user (docs/product-rules.md#roles-and-permissions); pages settle what the user may see.
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/forms/client-messages";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { layoutAccess } from "@/lib/auth/guards";
import { getPathname } from "@/lib/i18n/navigation";

export const dynamic = "force-dynamic";

export default async function AccountLayout({ children }: { children: ReactNode }) {
  const access = await layoutAccess({ anyOf: [{}] });
  if ("signIn" in access) {
    const t = await getTranslations("auth.required");
    return <SignInRedirect signInHref={getPathname({ href: "/sign-in-callback", locale: await getLocale() })} text={t("text")} linkLabel={t("link")} />;
  }
  // The account's client components format messages in the browser: one provider for the area
  // (the public pages have none, docs/benchmarks.md "First-load JS, 2026-11-29").
  return <ClientMessages namespaces={[]}>{children}</ClientMessages>;
}

// Gives a client island the message namespaces it needs (besides the layout's CLIENT_NAMESPACES):
// a nested provider replaces the outer messages, so the base namespaces travel along.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { CLIENT_NAMESPACES, pick } from "@/lib/i18n/client-messages";

export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = pick(await getMessages(), [...CLIENT_NAMESPACES, ...namespaces]);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

// The messages of a dialog loaded on demand (components/ui/lazy-dialog.tsx: `intl`): the client
// namespaces and the dialog's own. One object per request and namespace, so that a page with many
// such buttons (a review's "Report") sends it once.
import { getLocale, getMessages, getTimeZone } from "next-intl/server";
import { cache } from "react";
import type { DialogIntl } from "@/components/ui/lazy-dialog";
import { CLIENT_NAMESPACES, pick } from "@/lib/i18n/client-messages";

export const dialogIntl = cache(async (namespace: string): Promise<DialogIntl> => ({
  locale: await getLocale(),
  timeZone: await getTimeZone(),
  messages: pick(await getMessages(), [...CLIENT_NAMESPACES, namespace]),
}));

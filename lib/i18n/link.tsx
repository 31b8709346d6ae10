// The app's links: Next's own <Link> to the address of a path in the current language (German
// without a prefix). next-intl's Link is a client component (its BaseLink and routing runtime, about
// 2 kB gzip) on every page that has a link; this one renders on the server wherever it is used there,
// and in client components it reads the language from the provider. It takes no `locale` prop: the
// language switch (components/layout/language-switch.tsx) builds its own addresses.
import NextLink from "next/link";
import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import { isLocale, defaultLocale } from "./locales";
import { localizedHref, type LocalizedHref } from "./localized-href";

type Props = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & { href: LocalizedHref };

export function Link({ href, ...props }: Props) {
  const current = useLocale();
  return <NextLink href={localizedHref(href, isLocale(current) ? current : defaultLocale)} {...props} />;
}

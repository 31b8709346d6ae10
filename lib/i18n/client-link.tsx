"use client";

// Links of client components in the account and the administration: Next's <Link> (client-side
// navigation, prefetching) to the address of a path in the current language, which they read from
// the provider of their layout. Server components use ./link.tsx, a plain <a>.
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

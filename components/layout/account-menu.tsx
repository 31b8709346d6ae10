"use client";

// The header's account menu (docs/product-rules.md#public-pages): My profile, Inbox with its unread count (consultants and
// company administrators), My company (company administrators),
// Administration (platform administrators), Sign out. Public pages stay static: the island asks
// next-auth's session endpoint who is signed in (lib/client/session-account.ts).
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocalePath } from "@/lib/i18n/island-navigation";
import { localizedHref } from "@/lib/i18n/localized-href";
import { sessionAccount, type SessionAccount } from "@/lib/client/session-account";

export type AccountMenuLabels = {
  menu: string;
  account: string;
  profile: string;
  inbox: string;
  /** Read after the number, for screen readers: "3 unread". */
  unread: string;
  company: string;
  administration: string;
  signOut: string;
};

/**
 * `signIn` is the sign-in button, rendered on the server (site-header.tsx) so that the button styles
 * stay out of every page's first load; the island only decides whether it shows.
 */
export function AccountMenu({ labels, signIn }: { labels: AccountMenuLabels; signIn: ReactNode }) {
  const [account, setAccount] = useState<SessionAccount | null | undefined>(undefined);
  const { locale, path: pathname } = useLocalePath();
  // Plain links (full page loads): Next's <Link> would bring its runtime into every page's first load.
  const href = (path: string) => localizedHref(path, locale);
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void sessionAccount().then((found) => live && setAccount(found));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  if (account === undefined) return null;
  if (account === null) {
    // The sign-in button shows on the page for consultants only (docs/product-rules.md#public-pages).
    if (pathname !== "/for-consultants") return null;
    return signIn;
  }

  const itemClass =
    "flex min-h-11 items-center px-4 py-2 text-base md:min-h-0 md:text-sm text-ink hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none";
  // Below `md` the menu sits in the header's menu panel (header-menu.tsx) and is a plain list there,
  // under the account's name: a dropdown inside that panel was clipped by its edge. From `md` on it is
  // a dropdown under the name's button.
  return (
    <div ref={rootRef} className="relative w-full border-t border-brand-100 pt-3 md:w-auto md:border-0 md:pt-0">
      <p className="pb-1 text-sm font-semibold text-muted md:hidden">
        <span className="sr-only">{labels.menu}: </span>
        {account.name ?? labels.account}
      </p>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="hidden items-center gap-2 rounded-lg border border-brand-100 px-3 py-1.5 text-sm font-medium text-ink hover:bg-brand-50 md:flex"
      >
        <span className="sr-only">{labels.menu}: </span>
        <span className="max-w-[10rem] truncate">{account.name ?? labels.account}</span>
        {account.unread > 0 ? <UnreadBadge count={account.unread} label={labels.unread} /> : null}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <ul
        id={menuId}
        data-open={open || undefined}
        aria-label={labels.menu}
        className="-mx-4 md:absolute md:right-0 md:z-40 md:mx-0 md:mt-2 md:hidden md:w-56 md:overflow-hidden md:rounded-xl md:border md:border-brand-100 md:bg-white md:py-1 md:shadow-lg md:data-[open]:block"
      >
        <li>
          <a href={href("/account/profile")} className={itemClass}>
            {labels.profile}
          </a>
        </li>
        {account.hasConsultant || account.administersCompany ? (
          <li>
            <a href={href("/account/inbox")} className={`${itemClass} justify-between gap-2`}>
              <span>{labels.inbox}</span>
              {account.unread > 0 ? <UnreadBadge count={account.unread} label={labels.unread} /> : null}
            </a>
          </li>
        ) : null}
        {account.administersCompany ? (
          <li>
            <a href={href("/account/company")} className={itemClass}>
              {labels.company}
            </a>
          </li>
        ) : null}
        {account.isPlatformAdmin ? (
          <li>
            <a href={href("/administration")} className={itemClass}>
              {labels.administration}
            </a>
          </li>
        ) : null}
        <li className="border-t border-brand-100">
          {/* The sign-out page runs next-auth's sign-out with its CSRF token. */}
          <a href={href("/sign-out-callback")} className={itemClass}>
            {labels.signOut}
          </a>
        </li>
      </ul>
    </div>
  );
}

function UnreadBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold leading-5 text-white">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

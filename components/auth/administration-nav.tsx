"use client";

// The administration's navigation panel; the server decides which entries the actor may open.
import { useRef } from "react";
import { useScrollIntoStrip } from "@/components/ui/scroll-into-strip";
import { Link } from "@/lib/i18n/client-link";
import { usePathname } from "@/lib/i18n/client-navigation";

export function AdministrationNav({ label, items }: { label: string; items: { href: string; label: string }[] }) {
  const pathname = usePathname();
  const current = (href: string) => (href === "/administration" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`));
  // On a phone the menu is a strip that scrolls sideways: the current page's entry is brought into view.
  const strip = useRef<HTMLUListElement>(null);
  useScrollIntoStrip(strip, '[aria-current="page"]', pathname);
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      <ul ref={strip} className="scroll-cue flex gap-1 overflow-x-auto md:flex-col">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current(item.href) ? "page" : undefined}
              className={
                current(item.href)
                  ? "block whitespace-nowrap rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700"
                  : "block whitespace-nowrap rounded-lg px-3 py-2 text-sm text-muted hover:bg-brand-50 hover:text-brand-700"
              }
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

"use client";

// The development sign-in: one button per seeded account. next-auth's client posts the e-mail
// with its CSRF token to the credentials provider, which exists only while the sign-in is enabled.
import { signIn } from "next-auth/react";
import { useState } from "react";
import { LOCAL_PROVIDER_ID } from "@/lib/auth/provider-ids";

type Props = {
  accounts: { email: string; name: string; description: string }[];
  callbackUrl: string;
  signInAsLabel: string;
};

export function LocalSignInForm({ accounts, callbackUrl, signInAsLabel }: Props) {
  const [pending, setPending] = useState<string | null>(null);
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {accounts.map((account) => (
        <li key={account.email}>
          <button
            type="button"
            disabled={pending !== null}
            aria-busy={pending === account.email}
            onClick={() => {
              setPending(account.email);
              void signIn(LOCAL_PROVIDER_ID, { email: account.email, callbackUrl });
            }}
            className="flex h-full w-full flex-col items-start gap-1 tile p-4 text-left shadow-sm hover:border-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{signInAsLabel}</span>
            <span className="font-semibold text-ink">{account.name}</span>
            <span className="text-sm text-muted">{account.email}</span>
            <span className="text-sm text-muted">{account.description}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

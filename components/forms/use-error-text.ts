"use client";

// The error texts (./error-text.ts) with the messages of the island's next-intl provider.
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { MessageTranslator } from "@/lib/i18n/browser-translator";
import { errorTextWith, type ErrorText } from "./error-text";

export function useErrorText(): ErrorText {
  const t = useTranslations();
  return useMemo(() => errorTextWith(t as unknown as MessageTranslator), [t]);
}

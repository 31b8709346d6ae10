// What the registration page needs before the stepper renders: where an existing consultant
// belongs, the profile to offer for claiming, and the options of steps 3 and 4.
import "server-only";
import type { UserActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { localize } from "@/lib/i18n/localize";
import { HIGHLIGHTED_LANGUAGES, SPOKEN_LANGUAGES } from "@/lib/consultants/languages";
import { listConsultingTopics } from "@/lib/topics/manage-consulting-topics";
import { personalColumns } from "@/lib/consultants/consultant-write-rules";
import { findClaimableProfile } from "./find-claimable-profiles";
import type { ClaimCandidate, RegistrationInput } from "./schema";

export type RegistrationContext =
  | { kind: "registered" }
  | {
      kind: "register";
      candidate: ClaimCandidate | null;
      defaults: Partial<RegistrationInput>;
      topics: { value: number; label: string }[];
      languages: { value: string; label: string; highlight: boolean }[];
    };

export function topicOptions(topics: { id: number; name: unknown }[], locale: string) {
  return topics.map((t) => ({ value: t.id, label: localize(t.name, locale) }));
}

export function languageOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: "language" });
  return SPOKEN_LANGUAGES.map((l) => ({ value: l, label: names.of(l) ?? l, highlight: HIGHLIGHTED_LANGUAGES.includes(l) }));
}

export async function loadRegistrationContext(actor: UserActor, locale: string, requestedId: number | null): Promise<RegistrationContext> {
  let candidate: ClaimCandidate | null = null;
  let defaults: Partial<RegistrationInput> = {};
  if (actor.consultantId !== null) {
    const own = await db().consultant.findUnique({ where: { id: actor.consultantId }, include: { consultingTopics: true } });
    if (own && own.state !== "unclaimed") return { kind: "registered" };
    if (own) {
      // A profile pre-created with the user's own e-mail: offer it and prefill its data.
      candidate = await findClaimableProfile(actor, own.id);
      defaults = {
        ...personalColumns(own),
        country: "ch",
        consultingTopicIds: own.consultingTopics.map((t) => t.consultingTopicId),
        languages: own.languages as RegistrationInput["languages"],
      };
    }
  }
  if (!candidate && requestedId !== null) candidate = await findClaimableProfile(actor, requestedId);
  if (!defaults.givenName && actor.name) {
    const [given, ...rest] = actor.name.trim().split(/\s+/);
    defaults = { ...defaults, givenName: given, familyName: rest.join(" ") || undefined };
  }
  const topics = await listConsultingTopics(actor);
  return { kind: "register", candidate, defaults, topics: topicOptions(topics, locale), languages: languageOptions(locale) };
}

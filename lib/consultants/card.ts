// A consultant as a card in results, lists, a company's team and the carousels: the consultant read model's
// shape (built by ./consultant-cards.ts). Browser-safe: the card component renders it.
import type { RegisterKind } from "@/lib/registrations/schema";

export const MAX_TAGS_ON_CARD = 10;

export type ConsultantCard = {
  id: number;
  number: string;
  slug: string;
  honorific: "mr" | "mrs" | "mx";
  title: string | null;
  givenName: string;
  familyName: string;
  formattedName: string;
  city: string;
  postalCode: string;
  canton: string;
  photoUrl: string | null;
  company: { id: number; name: string } | null;
  /** At most MAX_TAGS_ON_CARD. */
  tags: string[];
  consultingTopicIds: number[];
  languages: string[];
  state: "active" | "unclaimed";
  /** null when unclaimed: unclaimed profiles hide ratings. */
  ratingAverage: number | null;
  ratingCount: number;
  distanceKm: number | null;
  /** Register badges (lib/registrations), in the profile's order. */
  registrations: RegisterKind[];
};

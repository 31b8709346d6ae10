import { sealRoute } from "@/lib/seal/seal-route";

// GET /consultants/{id}/badge.svg?lang=de|en|fr|it – the rating seal (svg) for the profile owner's website
export const GET = sealRoute("consultant", "svg");

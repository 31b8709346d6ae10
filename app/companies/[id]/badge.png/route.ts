import { sealRoute } from "@/lib/seal/seal-route";

// GET /companies/{id}/badge.png?lang=de|en|fr|it – the rating seal (png) for the profile owner's website
export const GET = sealRoute("company", "png");

import { widgetRoute } from "@/lib/widget/widget-route";

// GET /consultants/{id}/widget?lang=de|en|fr|it – the reviews widget (HTML for an <iframe>) for the profile owner's website
export const GET = widgetRoute("consultant");

import { widgetRoute } from "@/lib/widget/widget-route";

// GET /companies/{id}/widget?lang=de|en|fr|it – the reviews widget (HTML for an <iframe>) for the company's website
export const GET = widgetRoute("company");

// The one place where a reviews widget load is counted (issue 32: "seal and widget loads" per consultant
// and day, without tracking anybody). Called once for every widget answer that shows a profile (status
// 200, from the cache or not; never for a 404 or a redirect), before the answer is sent: the count goes
// into the server's one-second buffer, so it neither delays nor fails the answer. Bots and prefetches
// are left out, and so is the account's own live preview (a same-origin frame): what counts is the
// widget on the consultant's site. Company widgets have no counters of their own.
import "server-only";
import { isCountableRequest } from "@/lib/insight-counters/countable-request";
import { bufferInsightEvent } from "@/lib/insight-counters/counter-buffer";
import type { WidgetOwner } from "./load-widget";

export function widgetLoaded(owner: WidgetOwner, request: Request): void {
  if (owner.kind !== "consultant" || request.headers.get("sec-fetch-site") === "same-origin") return;
  if (isCountableRequest(request.headers)) bufferInsightEvent(owner.id, "widgetLoad");
}

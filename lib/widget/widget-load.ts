// ─── INSIGHTS HOOK: the one place where a reviews widget load happens ──────────────────────────────
// Issue 32, item 1 counts "seal and widget loads" per consultant and day without tracking anybody
// (branch wip/insights). widgetLoaded is called once for every widget answer that shows a profile
// (status 200, from the cache or not; never for a 404 or a redirect), before the answer is sent.
// Wire the counter here with one line; it must neither delay nor fail the answer (the widget is
// served from the cache at ≤ 2 ms), and bots and prefetches are the counter's to leave out.
import "server-only";
import type { WidgetOwner } from "./load-widget";

export function widgetLoaded(_owner: WidgetOwner, _request: Request): void {
  // (not counted yet: the counters arrive with wip/insights)
}

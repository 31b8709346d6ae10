// The appointment widget's address: BOOKING_WIDGET_URL with the consultant's booking token and
// worker id. Without both credentials there is no widget (docs/product-rules.md#public-pages).
export function bookingWidgetUrl(base: string, booking: { token: string; workerId: string } | null): string | null {
  if (!booking?.token.trim() || !booking.workerId.trim()) return null;
  const url = new URL(base);
  url.searchParams.set("partner", booking.token.trim());
  url.searchParams.set("type", "appointment");
  url.searchParams.set("worker_id", booking.workerId.trim());
  return url.toString();
}

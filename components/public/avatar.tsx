// The 192 px photo box (docs/product-rules.md#constants): the uploaded photo or the default avatar.
// A list's pictures load lazily; a profile's own picture is at the top of its page, usually its
// largest element (Lighthouse's LCP), so `priority` loads it at once and first.
/* eslint-disable @next/next/no-img-element -- attachments come from our own API and are already small; no optimizer round trip */
export function Avatar({
  src,
  alt,
  size = 192,
  className = "",
  priority = false,
}: {
  src: string | null;
  alt: string;
  size?: number;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={src ?? "/images/default-avatar.svg"}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className ? `avatar ${className}` : "avatar"}
    />
  );
}

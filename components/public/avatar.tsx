// The 192 px photo box (docs/product-rules.md#constants): the uploaded photo or the default avatar.
/* eslint-disable @next/next/no-img-element -- attachments come from our own API and are already small; no optimizer round trip */
export function Avatar({ src, alt, size = 192, className = "" }: { src: string | null; alt: string; size?: number; className?: string }) {
  return (
    <img
      src={src ?? "/images/default-avatar.svg"}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className ? `avatar ${className}` : "avatar"}
    />
  );
}

// The video is embedded only when the link is a YouTube watch, embed or short link with an
// 11-character id. Anything else (other hosts, playlists, malformed ids) shows no video at all.
import { normalizeWebsite } from "./website";

const ID = /^[\w-]{11}$/;
const HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);

/** The 11-character video id of a YouTube watch/embed/short link, or null. */
export function parseYouTubeId(link: string | null | undefined): string | null {
  // The profile form accepts links without a scheme ("youtu.be/…"), like every other link.
  const address = normalizeWebsite(link);
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null = null;
  if (host === "youtu.be") {
    candidate = url.pathname.split("/")[1] ?? null;
  } else if (HOSTS.has(host)) {
    if (url.pathname === "/watch") candidate = url.searchParams.get("v");
    else {
      const match = /^\/embed\/([^/]+)\/?$/.exec(url.pathname);
      candidate = match?.[1] ?? null;
    }
  }
  return candidate && ID.test(candidate) ? candidate : null;
}

/** The privacy-friendly embed address of a video id. */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

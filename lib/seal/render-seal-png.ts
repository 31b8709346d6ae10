// The seal as PNG, for sites that cannot embed SVG: rasterized by resvg (Rust, prebuilt binaries on
// npm) at twice the size for sharp screens, with the bundled DejaVu fonts only, so the output does
// not depend on the fonts of the machine and no system font scan slows the first request.
import "server-only";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { SEAL_FONT } from "./render-seal-svg";

const FONT_DIR = path.join(process.cwd(), "assets", "fonts");
const FONT_FILES = [path.join(FONT_DIR, "DejaVuSans.ttf"), path.join(FONT_DIR, "DejaVuSans-Bold.ttf")];

export function renderSealPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "zoom", value: 2 },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: SEAL_FONT, sansSerifFamily: SEAL_FONT },
  });
  return resvg.render().asPng();
}

// Pictures drawn by code, so the repository carries no binary assets: a photo-like scene
// (gradient sky, soft shapes and rolling hills; no text, since sections put their own text over pictures) composed relative to each size.
import type { Palette } from "./types";

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small deterministic random source, so a picture looks the same on every seed. */
function randomFrom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function photoSvg(
  picture: { key: string; title: string; palette: Palette },
  width: number,
  height: number
): string {
  const random = randomFrom(picture.key);
  const short = Math.min(width, height);
  const { from, to, accent } = picture.palette;

  const circles = Array.from({ length: 7 }, () => {
    const radius = short * (0.05 + random() * 0.2);
    return `<circle cx="${round(random() * width)}" cy="${round(random() * height * 0.65)}" r="${round(
      radius
    )}" fill="${accent}" fill-opacity="${round(0.15 + random() * 0.25)}"/>`;
  }).join("");

  const hill = (top: number, swing: number, opacity: number) => {
    const y = height * top;
    const lift = height * swing;
    return `<path d="M0 ${round(y)} C ${round(width * 0.3)} ${round(y - lift)}, ${round(width * 0.6)} ${round(
      y + lift
    )}, ${width} ${round(
      y - lift * 0.5
    )} L ${width} ${height} L 0 ${height} Z" fill="#ffffff" fill-opacity="${opacity}"/>`;
  };

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(
      picture.title
    )}">`,
    "<defs>",
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.78" cy="0.18" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    circles,
    hill(0.74, 0.08, 0.12),
    hill(0.84, 0.05, 0.2),
    "</svg>",
  ].join("");
}

export const LOGO_SIZE = { width: 320, height: 96 };

/** The emblem is a sun rising over the horizon ("obzor"), beside the name and a tagline. */
export function logoSvg(logo: { name: string; tagline: string; palette: Palette }): string {
  const { width, height } = LOGO_SIZE;
  const { from, to, accent } = logo.palette;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(
      logo.name
    )}">`,
    `<defs><linearGradient id="emblem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect x="6" y="8" width="80" height="80" rx="20" fill="url(#emblem)"/>`,
    `<path d="M26 60 A20 20 0 0 1 66 60 Z" fill="${accent}"/>`,
    `<g stroke="${accent}" stroke-width="3" stroke-linecap="round"><line x1="46" y1="24" x2="46" y2="31"/><line x1="25" y1="33" x2="30" y2="38"/><line x1="67" y1="33" x2="62" y2="38"/></g>`,
    `<rect x="18" y="63" width="56" height="4" rx="2" fill="#ffffff"/>`,
    `<rect x="28" y="72" width="36" height="4" rx="2" fill="#ffffff" fill-opacity="0.7"/>`,
    `<text x="102" y="46" font-family="${FONT}" font-size="24" font-weight="700" fill="${from}">${escapeXml(
      logo.name
    )}</text>`,
    `<text x="102" y="70" font-family="${FONT}" font-size="14" fill="#5b6472">${escapeXml(logo.tagline)}</text>`,
    "</svg>",
  ].join("");
}

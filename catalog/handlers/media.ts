import type { Database } from "better-sqlite3";
import type { Answer } from "../http";
import { notFound } from "../http";

interface MediaRow {
  kind: string;
  label: string;
  title: string;
  color: string;
}

const SIZES: Readonly<Record<string, readonly [number, number]>> = {
  logo: [200, 200],
  portrait: [300, 300],
  photo: [400, 240],
  banner: [1200, 400],
  coupon: [320, 160],
  category: [400, 200],
};

/** One colour per deal category, so every deal of a kind looks alike. */
const CATEGORY_COLORS: Readonly<Record<string, string>> = {
  Restaurants: "#b03a2e",
  "Beauty & Spas": "#7d3c98",
  "Things To Do": "#1f6f8b",
  "Health & Fitness": "#196f3d",
  Automotive: "#2c3e50",
  "Home Services": "#a04000",
  Retail: "#21618c",
};

/** White line drawings in a 100×100 box centred on (0,0), one per deal category; a price tag for any other. */
const CATEGORY_ICONS: Readonly<Record<string, string>> = {
  // Fork and knife.
  Restaurants: '<path d="M-18 -30v22a8 8 0 0 0 16 0v-22M-10 -30v60M14 30v-60c-10 6-12 20-12 32h12"/>',
  // A flower.
  "Beauty & Spas":
    '<circle r="8"/><circle cy="-18" r="10"/><circle cx="17" cy="-6" r="10"/><circle cx="11" cy="15" r="10"/><circle cx="-11" cy="15" r="10"/><circle cx="-17" cy="-6" r="10"/>',
  // A ticket.
  "Things To Do":
    '<path d="M-30 -18h60v10a8 8 0 0 0 0 16v10h-60v-10a8 8 0 0 0 0-16z"/><path d="M6 -18v36" stroke-dasharray="4 4"/>',
  // A dumbbell.
  "Health & Fitness":
    '<path d="M-20 0h40"/><rect x="-32" y="-14" width="10" height="28" rx="3"/><rect x="22" y="-14" width="10" height="28" rx="3"/><path d="M-36 -6v12M36 -6v12"/>',
  // A car.
  Automotive:
    '<path d="M-32 8v-10l8-14h48l8 14v10z"/><circle cx="-18" cy="12" r="7"/><circle cx="18" cy="12" r="7"/><path d="M-22 -6h44"/>',
  // A house.
  "Home Services": '<path d="M-30 -2l30-26 30 26M-22 -8v34h44v-34"/><path d="M-6 26v-16h12v16"/>',
  // A shopping bag.
  Retail: '<path d="M-24 -12h48l-4 40h-40z"/><path d="M-10 -12v-6a10 10 0 0 1 20 0v6"/>',
};
const TAG_ICON = '<path d="M-28 -4l24-24h26v26l-24 24z"/><circle cx="10" cy="-16" r="4"/>';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch] as string,
  );
}

/** A darker shade of a #rrggbb colour, for gradients and strokes. */
function shade(color: string, factor: number): string {
  const n = Number.parseInt(color.slice(1), 16);
  const part = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, "0");
  return `#${part(16)}${part(8)}${part(0)}`;
}

export function renderSvg(row: MediaRow): string {
  const [width, height] = SIZES[row.kind] ?? [200, 200];
  const label = escapeXml(row.label.slice(0, 28));
  const title = escapeXml(row.title.slice(0, 120));
  const dark = shade(row.color, 0.7);
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><title>${title}</title>`;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${row.color}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`;
  const text = (size: number, y: number, content: string) =>
    `<text x="50%" y="${y}" text-anchor="middle" dominant-baseline="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${content}</text>`;
  switch (row.kind) {
    case "category": {
      // The whole label always fits: the type shrinks with a long name rather than being cut.
      const name = escapeXml(row.label.slice(0, 40));
      const color = CATEGORY_COLORS[row.label] ?? row.color;
      const icon = CATEGORY_ICONS[row.label] ?? TAG_ICON;
      const size = Math.min(30, Math.floor(560 / Math.max(1, row.label.length)));
      return `${head}<rect width="${width}" height="${height}" fill="${color}" fill-opacity="0.12"/><circle cx="200" cy="76" r="52" fill="${color}"/><g transform="translate(200 76)" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${icon}</g><text x="200" y="168" text-anchor="middle" dominant-baseline="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${shade(color, 0.8)}">${name}</text></svg>`;
    }
    case "portrait":
      return `${head}${gradient}<rect width="${width}" height="${height}" fill="#eef1f4"/><circle cx="150" cy="150" r="130" fill="url(#g)"/>${text(96, 155, label)}</svg>`;
    case "coupon": {
      const bars = Array.from({ length: 36 }, (_, i) => {
        const w = ((row.title.charCodeAt(i % row.title.length) || 7) % 3) + 1;
        return `<rect x="${40 + i * 7}" y="30" width="${w}" height="70" fill="#111111"/>`;
      }).join("");
      return `${head}<rect width="${width}" height="${height}" fill="#ffffff" stroke="${row.color}" stroke-width="4" stroke-dasharray="10 6"/>${bars}<text x="50%" y="130" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#111111">${label}</text></svg>`;
    }
    case "banner":
    case "photo": {
      const size =
        row.kind === "banner"
          ? Math.min(72, Math.floor(1900 / Math.max(8, label.length)))
          : Math.min(40, Math.floor(700 / Math.max(8, label.length)));
      return `${head}${gradient}<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.5}" fill="#ffffff" fill-opacity="0.08"/>${text(size, height / 2, label)}</svg>`;
    }
    default:
      return `${head}${gradient}<rect width="${width}" height="${height}" rx="24" fill="url(#g)"/>${text(label.length > 2 ? 56 : 84, height / 2 + 4, label)}</svg>`;
  }
}

/** Generated images at `/media/{key}.svg`; deterministic, so they can be cached. */
export function createMediaHandler(db: Database) {
  const byKey = db.prepare("SELECT kind, label, title, color FROM media WHERE key = ?");
  return function media(file: string): Answer {
    const match = /^([A-Za-z0-9-]{1,80})\.svg$/.exec(file);
    const row = match ? (byKey.get(match[1]) as MediaRow | undefined) : undefined;
    if (!row) return notFound();
    return {
      status: 200,
      raw: renderSvg(row),
      contentType: "image/svg+xml; charset=utf-8",
      headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" },
    };
  };
}

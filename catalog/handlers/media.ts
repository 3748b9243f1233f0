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
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch] as string);
}

/** A darker shade of a #rrggbb colour, for gradients and strokes. */
function shade(color: string, factor: number): string {
  const n = Number.parseInt(color.slice(1), 16);
  const part = (shift: number) => Math.round(((n >> shift) & 255) * factor).toString(16).padStart(2, "0");
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
      const size = row.kind === "banner" ? Math.min(72, Math.floor(1900 / Math.max(8, label.length))) : Math.min(40, Math.floor(700 / Math.max(8, label.length)));
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

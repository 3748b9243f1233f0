import { COLORS, initials } from "./text";
import type { Rng } from "./rng";

/** Marker replaced with the public base URL when an answer is sent, so stored data does not depend on the port. */
export const PUBLIC_URL_MARKER = "{{CATALOG_PUBLIC_URL}}";

/** `category`: a deal's picture, its category's illustration and name (the label), drawn 2:1. */
export type MediaKind = "logo" | "photo" | "banner" | "coupon" | "portrait" | "category";

export interface MediaSeed {
  key: string;
  kind: MediaKind;
  label: string;
  title: string;
  color: string;
}

/** Collects the generated images while seeding; each gets a stable key and an absolute (marked) URL. */
export class MediaSink {
  readonly items: MediaSeed[] = [];

  add(key: string, kind: MediaKind, title: string, rng: Rng, label?: string): string {
    this.items.push({ key, kind, title, label: label ?? initials(title), color: rng.pick(COLORS) });
    return `${PUBLIC_URL_MARKER}/media/${key}.svg`;
  }
}

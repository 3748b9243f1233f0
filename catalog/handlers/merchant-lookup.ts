import type { Database } from "better-sqlite3";
import { couponCodeCategoryBySlug } from "../../app/models/coupon-code-categories";
import { decodeHtmlEntities } from "../../app/models/html-entities";
import { type Answer, badRequest, json, notFound } from "../http";

interface StoredMerchant {
  businessName: string;
  category: string;
  offerCount: number;
  [field: string]: unknown;
}

/** MERCHANT_ID_LOOKUP (id → merchant) and MERCHANT_SLUG_SEARCH (slug → merchant and its page's meta tags). */
export function createMerchantLookupHandlers(db: Database) {
  const byId = db.prepare("SELECT json FROM merchants WHERE id = ?").pluck();
  const bySlug = db.prepare("SELECT json FROM merchants WHERE slug = ? ORDER BY id").pluck();

  function lookup(idText: string): Answer {
    if (!/^\d{1,9}$/.test(idText)) return notFound();
    const text = byId.get(Number(idText)) as string | undefined;
    return text ? json(JSON.parse(text) as unknown) : notFound();
  }

  function slugSearch(query: URLSearchParams): Answer {
    const slug = (query.get("slug") ?? "").trim().toLowerCase();
    if (slug === "") return badRequest("slug is required");
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) return json({ results: [] });
    const results = (bySlug.all(slug) as string[]).map((text) => {
      const merchant = JSON.parse(text) as StoredMerchant;
      const name = decodeHtmlEntities(merchant.businessName);
      const category = couponCodeCategoryBySlug(merchant.category)?.title ?? "online";
      const offers = merchant.offerCount === 1 ? "1 coupon code" : `${merchant.offerCount} coupon codes`;
      return {
        merchant,
        metaTitle: `${name} Coupons & Promo Codes`,
        metaDescription: `Save at ${name} with ${offers} and deals in ${category}, checked by Valuvo. Copy a code and shop online.`,
      };
    });
    return json({ results });
  }

  return { lookup, slugSearch };
}

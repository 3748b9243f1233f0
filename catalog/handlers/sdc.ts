import type { Database } from "better-sqlite3";
import { couponCodeCategoryBySlug } from "../../app/models/coupon-code-categories";
import { type Answer, json, notFound } from "../http";
import type { CouponFromJson } from "./coupon-json";

const PLACEMENTS = new Set(["welcomePage", "leftNavArea", "featuredMerchant"]);

export function createSdcHandlers(db: Database, couponFromJson: CouponFromJson) {
  const topOffers = db.prepare("SELECT json FROM sdc_coupons WHERE top_rank IS NOT NULL ORDER BY top_rank").pluck();
  const merchantExists = db.prepare("SELECT 1 FROM merchants WHERE id = ?").pluck();
  const merchantOffers = db.prepare("SELECT json FROM sdc_coupons WHERE merchant_id = ? ORDER BY id").pluck();
  const categoryOffers = db.prepare("SELECT json FROM sdc_coupons WHERE category = ? ORDER BY id").pluck();
  const listMerchants = db
    .prepare(
      "SELECT m.json FROM merchant_lists l JOIN merchants m ON m.id = l.merchant_id WHERE l.list = ? ORDER BY l.position",
    )
    .pluck();
  const categoryMerchants = db.prepare("SELECT json FROM merchants WHERE category = ? ORDER BY name, id").pluck();

  const parseAll = (rows: unknown[]) => rows.map((text) => JSON.parse(text as string) as unknown);
  const couponsOf = (rows: unknown[]) => rows.map((text) => couponFromJson(text as string));

  return {
    topOffers: (): Answer => json(couponsOf(topOffers.all())),
    merchantOffers(idText: string): Answer {
      if (!/^\d{1,9}$/.test(idText) || !merchantExists.get(Number(idText))) return notFound();
      return json(couponsOf(merchantOffers.all(Number(idText))));
    },
    categoryOffers(slug: string): Answer {
      if (!couponCodeCategoryBySlug(slug)) return notFound();
      return json(couponsOf(categoryOffers.all(slug)));
    },
    placement(name: string): Answer {
      if (!PLACEMENTS.has(name)) return notFound();
      return json(parseAll(listMerchants.all(name)));
    },
    featuredMerchants: (): Answer => json(parseAll(listMerchants.all("featured"))),
    merchantsByCategory(slug: string): Answer {
      if (!couponCodeCategoryBySlug(slug)) return notFound();
      return json(parseAll(categoryMerchants.all(slug)));
    },
  };
}

export type SdcHandlers = ReturnType<typeof createSdcHandlers>;

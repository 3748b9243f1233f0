import { z } from "zod";
import type { Billboard, ContentItem, SpecialtyLink } from "~/models/content";
import type { FranchiseInfo } from "~/models/franchise";
import type { BusinessProfile, ListingLocation, LocalListing, Offer } from "~/models/local-listing";
import { WEEK_DAYS } from "~/models/local-listing";
import { LOCAL_CATEGORIES } from "~/models/local-categories";

/** SPEC §3's 'All' category (id 100): where a listing without a category of its own is shown. */
const ALL_CATEGORY_ID = LOCAL_CATEGORIES[0]!.id;
import type { Merchant, SdcCoupon } from "~/models/sdc-coupon";

// Wire shapes of docs/upstream-contract.md. Unknown properties are dropped (zod's default), so an upstream adding a
// field never breaks the site, while a missing or mistyped one is reported as a schema failure. A check on a part an
// answer repeats (a list's items) says `{ abort: true }`: the network door checks answers with zod's `validate`, which
// otherwise goes on checking every item after one failed it (answer-bounds.server.ts), and refuses such a schema.

export const offerSchema: z.ZodType<Offer> = z.object({
  offerId: z.string(),
  title: z.string(),
  disclaimers: z.string(),
  displayExpiration: z.boolean(),
  offerExpirationDate: z.string(),
  redemptionImageFound: z.boolean(),
  redemptionImageFileName: z.string().nullable(),
});

export const listingLocationSchema: z.ZodType<ListingLocation> = z.object({
  id: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressLine3: z.string(),
  phone: z.string(),
  singleLineAddress: z.string(),
  addressDescription: z.string(),
});

const localListingShape = {
  componentUID: z.string(),
  businessName: z.string(),
  businessProfileId: z.number().int({ abort: true }),
  configId: z.number(),
  configDetailId: z.number(),
  configDetailValidForId: z.number(),
  orgIds: z.array(z.number()),
  logoURL: z.string(),
  offerURL: z.string(),
  bppUrl: z.string(),
  naicDescription: z.string(),
  // Not a SPEC §3 field: a feed shaped as the spec says has none, and its listings then belong to no one category
  // (they show under All), rather than failing the whole area.
  categoryId: z.number().optional().default(ALL_CATEGORY_ID),
  printable: z.boolean(),
  serviceBusiness: z.boolean(),
  service: z.object({ id: z.number(), phone: z.string() }).nullable(),
  location: listingLocationSchema.nullable(),
  userLocation: z.object({ latitude: z.number(), longitude: z.number() }),
  distance: z.number().nullable(),
  otherAvailableLocations: z.number(),
  franchiseId: z.number().nullable(),
  franchisePhone: z.string().nullable(),
  owner: z.string().nullable(),
  listingType: z.enum(["valuvo", "SDC"]),
  offers: z.array(offerSchema),
  expiry: z.string().nullable(),
};

export const localListingSchema: z.ZodType<LocalListing> = z.object(localListingShape);

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { abort: true });

export const businessProfileSchema: z.ZodType<BusinessProfile> = z.object({
  ...localListingShape,
  // Beyond SPEC §3's listing: optional, each with the default the page shows as "not known".
  description: z.string().optional().default(""),
  websiteURL: z.string().nullable().optional().default(null),
  openingHours: z
    .array(
      z.object({ dayOfWeek: z.array(z.enum(WEEK_DAYS)).min(1, { abort: true }), opens: clockTime, closes: clockTime }),
    )
    .optional()
    .default([]),
  priceRange: z
    .string()
    .regex(/^\${1,4}$/)
    .nullable()
    .optional()
    .default(null),
  locations: z.array(listingLocationSchema).optional().default([]),
});

export const franchiseInfoSchema: z.ZodType<FranchiseInfo> = z.object({
  franchiseId: z.number().int(),
  owner: z.string(),
  name: z.string(),
  phone: z.string(),
  territory: z.string(),
});

/** A calendar day, YYYY-MM-DD. */
const isoDay = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

export const sdcCouponSchema: z.ZodType<SdcCoupon> = z.object({
  merchantId: z.number().int({ abort: true }),
  businessName: z.string(),
  logoURL: z.string(),
  altTitle: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  couponCode: z.string().nullable(),
  printable: z.boolean(),
  offerURL: z.string(),
  componentUID: z.string(),
  // Optional additions to SPEC §3 (decision 031): a malformed date is dropped rather than failing the whole list.
  expirationDate: isoDay.nullable().optional().catch(undefined),
  lastVerifiedDate: isoDay.optional().catch(undefined),
});

export const merchantSchema: z.ZodType<Merchant> = z.object({
  merchantId: z.number().int({ abort: true }),
  businessName: z.string(),
  slug: z.string(),
  logoURL: z.string(),
  category: z.string(),
  offerCount: z.number().int({ abort: true }),
});

/**
 * An object of strings, each value checked. Not `z.record(z.string(), z.string())`: zod checks a record's every entry
 * whatever the ones before raised, an issue object per wrong value (answer-bounds.server.ts); this raises one.
 */
export const stringRecordSchema: z.ZodType<Record<string, string>> = z
  .record(z.string(), z.unknown())
  .pipe(
    z.custom<Record<string, string>>(
      (record) => Object.values(record as object).every((value) => typeof value === "string"),
      { abort: true, message: "Invalid input: expected an object of strings" },
    ),
  );

/** The fields every item of the content repository has (newsroom and editorial folders alike). */
export const contentItemBase = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  body: z.string().optional(),
  imageURL: z.string().nullable(),
};

export const contentItemSchema: z.ZodType<ContentItem> = z
  .object({
    ...contentItemBase,
    parentId: z.string().nullable(),
    type: z.enum(["press-release", "media-coverage", "leader", "logo", "career-opening", "folder"]),
    externalURL: z.string().nullable(),
    properties: stringRecordSchema.optional(),
  })
  .transform((item) => ({ ...item, body: item.body ?? null, properties: item.properties ?? {} }));

export const billboardSchema: z.ZodType<Billboard> = z.object({
  id: z.string(),
  title: z.string(),
  imageURL: z.string(),
  linkUrl: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  franchisePromo: z.boolean(),
  activatedFranchiseId: z.number().nullable(),
});

export const specialtyLinkSchema: z.ZodType<SpecialtyLink> = z.object({
  linkUrl: z.string(),
  text: z.string(),
  icon: z.string(),
  newWindow: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
});

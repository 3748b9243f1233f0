import { z } from "zod";
import { keepActive } from "~/models/active-window";
import type { Billboard, SpecialtyLink } from "~/models/content";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheOptional } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { getJson, isUpstreamError, upstreamUrl } from "./http.server";
import { billboardSchema, specialtyLinkSchema } from "./schemas.server";

const billboardsSchema = z.array(billboardSchema);
const specialtyLinksSchema = z.array(specialtyLinkSchema);

export const DEFAULT_BILLBOARD_KEY = "default";

export function createContentService(ctx: ServiceContext) {
  const { storage } = ctx.config.upstream;

  function billboardFile(key: string): Promise<Billboard[]> {
    // The whole file is cached; the date window is applied per call so items appear and expire on time.
    return ctx.cache.get(`storage:billboards:${key}`, CacheOptional, () =>
      getJson(ctx, {
        service: "storage",
        message: UPSTREAM_MESSAGES.billboards,
        url: upstreamUrl(storage, `/billboards-${encodeURIComponent(key)}.json`),
        timeoutMs: ctx.config.contentTimeoutMs,
        schema: billboardsSchema,
      }),
    );
  }

  return {
    /**
     * Billboards for a franchise's territory (the `default` set outside any territory, or when the franchise has no
     * file of its own), keeping only those with start < now < end.
     */
    async getBillboards(franchiseId: number | null | undefined): Promise<Billboard[]> {
      const key =
        franchiseId !== null && franchiseId !== undefined && Number.isSafeInteger(franchiseId) && franchiseId > 0
          ? String(franchiseId)
          : DEFAULT_BILLBOARD_KEY;
      let billboards: Billboard[];
      try {
        billboards = await billboardFile(key);
      } catch (error) {
        if (key === DEFAULT_BILLBOARD_KEY || !isUpstreamError(error) || error.status !== 404) throw error;
        billboards = await billboardFile(DEFAULT_BILLBOARD_KEY);
      }
      return keepActive(billboards, ctx.now());
    },

    /** The extra Special Offers menu links (SPEC §2), keeping only those with start < now < end. */
    async getSpecialtyLinks(): Promise<SpecialtyLink[]> {
      const links = await ctx.cache.get("storage:specialty-links", CacheOptional, () =>
        getJson(ctx, {
          service: "storage",
          message: UPSTREAM_MESSAGES.specialtyLinks,
          url: upstreamUrl(storage, "/specialty-links.json"),
          timeoutMs: ctx.config.contentTimeoutMs,
          schema: specialtyLinksSchema,
        }),
      );
      return keepActive(links, ctx.now());
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

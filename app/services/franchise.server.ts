import type { FranchiseInfo } from "~/models/franchise";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheLong } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { getJson, upstreamUrl } from "./http.server";
import { franchiseInfoSchema } from "./schemas.server";

export function createFranchiseService(ctx: ServiceContext) {
  return {
    /**
     * The franchise (id, owner, phone…) of a territory. A location outside every territory has no franchise id and
     * makes no call (null); SPEC §4 counts that as corporate-owned. An unknown id fails with status 404.
     */
    async getFranchiseInfo(franchiseId: number | null | undefined): Promise<FranchiseInfo | null> {
      if (franchiseId === null || franchiseId === undefined) return null;
      if (!Number.isSafeInteger(franchiseId) || franchiseId <= 0) return null;
      return ctx.cache.get(`franchise:${franchiseId}`, CacheLong, () =>
        getJson(ctx, {
          service: "franchiseInfo",
          message: UPSTREAM_MESSAGES.franchiseInfo,
          url: upstreamUrl(ctx.config.upstream.franchiseInfo, String(franchiseId)),
          credential: "auth",
          schema: franchiseInfoSchema,
        }),
      );
    },
  };
}

export type FranchiseService = ReturnType<typeof createFranchiseService>;

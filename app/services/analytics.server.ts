import { analyticsPath, buildAnalyticsBody, type AnalyticsEventInput } from "~/models/analytics-events";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import type { ServiceContext } from "./context.server";
import { isUpstreamError, postJson, upstreamUrl } from "./http.server";
import { log } from "./log.server";

export function createAnalyticsService(ctx: ServiceContext) {
  return {
    /**
     * Records one event (pageRequest, offerClick, …) with the SPEC §7 body. SPEC §8: analytics failures are only
     * logged, so this never throws; it answers whether the event was accepted.
     */
    async sendAnalyticsEvent(input: AnalyticsEventInput): Promise<boolean> {
      try {
        await postJson(ctx, {
          service: "analytics",
          message: UPSTREAM_MESSAGES.analytics,
          url: upstreamUrl(ctx.config.upstream.analytics, analyticsPath(input.event)),
          body: buildAnalyticsBody(input),
        });
        return true;
      } catch (error) {
        const detail = isUpstreamError(error) ? `${error.kind} ${error.status}` : String(error);
        log.warn({ event: input.event, failure: detail }, "analytics event not recorded");
        return false;
      }
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

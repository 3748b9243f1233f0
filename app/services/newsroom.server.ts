import { z } from "zod";
import type { ContentItem } from "~/models/content";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheLong } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson, upstreamUrl } from "./http.server";
import { contentItemSchema } from "./schemas.server";

const childrenSchema = z.object({ items: z.array(contentItemSchema) });

// Without this header the content repository leaves out `body` and other large properties.
const ALL_PROPERTIES = { "X-Content-Properties": "*" };

const CONTENT_ID = /^[a-z0-9][a-z0-9-]{0,127}$/i;

export function createNewsroomService(ctx: ServiceContext) {
  const message = UPSTREAM_MESSAGES.newsroom;

  function request<T>(id: string, path: string, schema: z.ZodType<T>): Promise<T> {
    if (!CONTENT_ID.test(id)) {
      return Promise.reject(new UpstreamError({ service: "newsroom", status: 404, message, kind: "invalid-input" }));
    }
    return ctx.cache.get(`newsroom:${path}`, CacheLong, () =>
      getJson(ctx, {
        service: "newsroom",
        message,
        url: upstreamUrl(ctx.config.upstream.newsroom, path),
        credential: "basic",
        headers: ALL_PROPERTIES,
        timeoutMs: ctx.config.contentTimeoutMs,
        schema,
      }),
    );
  }

  return {
    /**
     * The items of a folder (`press-releases`, `media-coverage`, `leadership`, `logos`, `careers`): SPEC §7 asks
     * for `/@children` when the id is not itself a child item.
     */
    async getNewsroomFolder(folderId: string): Promise<ContentItem[]> {
      const answer = await request(folderId, `/${encodeURIComponent(folderId)}/@children`, childrenSchema);
      return answer.items;
    },

    /** One item (a press release, a leader…); an unknown id fails with status 404. */
    getNewsroomItem(itemId: string): Promise<ContentItem> {
      return request(itemId, `/${encodeURIComponent(itemId)}`, contentItemSchema);
    },
  };
}

export type NewsroomService = ReturnType<typeof createNewsroomService>;

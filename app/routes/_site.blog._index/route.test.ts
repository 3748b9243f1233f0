import { answerNotes } from "~/http/answer-notes.server";
import { bodyOf, catalogForLoaders, inRequest, thrown, visitArgs } from "~/test-support/loader-harness";
import type { BlogListData } from "./blog-page.server";
import { loader } from "./route";

const catalog = catalogForLoaders();

const load = async (path: string) => bodyOf(await loader(visitArgs(path))) as BlogListData;

describe("the blog's loader", () => {
  it("lists the newest articles first on page 1", async () => {
    const { blog } = await load("/blog");
    expect(blog?.page).toBe(1);
    expect(blog!.articles.length).toBeGreaterThan(0);
    const dates = blog!.articles.map((article) => Date.parse(article.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("continues with older articles on page 2", async () => {
    const first = await load("/blog");
    const second = await load("/blog?page=2");
    expect(second.blog?.page).toBe(2);
    const lastOfFirst = Date.parse(first.blog!.articles.at(-1)!.publishedAt);
    expect(Date.parse(second.blog!.articles[0]!.publishedAt)).toBeLessThanOrEqual(lastOfFirst);
    expect(second.blog!.articles.map((a) => a.contentId)).not.toContain(first.blog!.articles[0]!.contentId);
  });

  it("answers 404 past the last page", async () => {
    const { blog } = await load("/blog");
    const response = await thrown(loader(visitArgs(`/blog?page=${blog!.pageCount + 1}`)));
    expect(response.status).toBe(404);
  });

  it("answers a page past the last of a blog answered empty briefly: a passing fault is no lasting 404", async () => {
    // The last page, asked for the first time (a page already answered is served from the upstream cache).
    const { blog } = await load("/blog");
    const pastLast = async () => {
      const args = visitArgs(`/blog?page=${blog!.pageCount}`);
      expect((await thrown(inRequest(args, loader))).status).toBe(404);
      return answerNotes(args.context).brief;
    };
    const empty = { items: [], total: 0, page: blog!.pageCount, pageSize: blog!.pageSize };
    await catalog.fault({ path: "/content/blog", body: JSON.stringify(empty), times: 1 });
    expect(await pastLast()).toBe(true);
    await catalog.clearFaults();
  });

  it("says the blog cannot be loaded with a 503 when the repository fails", async () => {
    await catalog.fault({ path: "/content/blog", status: 500, times: 1 });
    const answer = (await loader(visitArgs("/blog?page=7"))) as unknown as {
      init: { status: number } | null;
    };
    expect(answer.init?.status).toBe(503);
    expect(bodyOf(answer)).toEqual({ blog: null, page: 7, message: "We seem to be having trouble loading our blog" });
    await catalog.clearFaults();
  });

  it.each([
    ["?page=abc", "/blog"],
    ["?page=-1", "/blog"],
    ["?page=0", "/blog"],
    ["?page=1", "/blog"],
    ["?page=02", "/blog?page=2"],
    ["?page=2&page=3", "/blog?page=2"],
  ])("sends %s to the one URL of its page, %s", async (search, to) => {
    const answer = await thrown(loader(visitArgs(`/blog${search}`)));
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe(to);
  });
});

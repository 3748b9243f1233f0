import { requestOrigin } from "~/http/request-origin.server";
import { loader } from "./robots[.]txt";

describe("/robots.txt", () => {
  it("is plain text naming the sitemap index at the configured origin, keeping crawlers out of dialog URLs and the API", async () => {
    const answer = loader();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const body = await answer.text();
    expect(body).toContain(`Sitemap: ${requestOrigin()}/sitemap.xml`);
    for (const rule of ["/api/", "/*?*offer=", "/*?*location=", "/*?*deal=", "/*?*cpncode=", "/*?*redeem="]) {
      expect(body).toContain(`Disallow: ${rule}\n`);
    }
  });
});

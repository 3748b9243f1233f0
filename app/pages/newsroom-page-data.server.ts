import type { ContentItem, NewsroomFolder } from "~/models/content";
import { coverageItems, leaders, logoAssets, pressReleaseSummaries } from "~/models/newsroom-content";
import type { NewsroomSection, NewsroomSectionData, NewsroomSectionViews } from "~/models/newsroom-sections";
import type { Result } from "~/models/result";
import { ok } from "~/models/result";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";

/**
 * One newsroom folder as a page's data area (DESIGN §4): the folder's items in the page's own view, or the SPEC §8
 * newsroom message in their place. The newsroom and careers pages all read their content this way.
 */
export async function newsroomArea<T>(
  folder: NewsroomFolder,
  view: (items: readonly ContentItem[]) => T,
): Promise<Result<T>> {
  const items = await settle(getServices().newsroom.getNewsroomFolder(folder));
  return items.ok ? ok(view(items.data)) : items;
}

const SECTION_VIEWS: { [S in NewsroomSection]: (items: readonly ContentItem[]) => NewsroomSectionViews[S] } = {
  "press-releases": pressReleaseSummaries,
  "media-coverage": coverageItems,
  leadership: leaders,
  logos: logoAssets,
};

/** The data of a newsroom section page: its folder, listed the way that section lists it. */
export async function loadNewsroomSection<S extends NewsroomSection>(section: S): Promise<NewsroomSectionData<S>> {
  return { section, area: await newsroomArea(section, SECTION_VIEWS[section]) };
}

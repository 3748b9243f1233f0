import { NEWSROOM_SECTIONS, type NewsroomSectionData } from "~/models/newsroom-sections";
import { AreaResult } from "~/shared";
import { LeaderList } from "./LeaderList";
import { LogoGrid } from "./LogoGrid";
import { ArticleList, CoverageList } from "./NewsLists";
import { NewsroomPage } from "./NewsroomPage";

/** The list of one section's folder, in the component that section shows it with. */
function SectionList({ data }: { data: NewsroomSectionData }) {
  switch (data.section) {
    case "press-releases":
      return <AreaResult result={data.area}>{(articles) => <ArticleList articles={articles} />}</AreaResult>;
    case "media-coverage":
      return <AreaResult result={data.area}>{(items) => <CoverageList items={items} />}</AreaResult>;
    case "leadership":
      return <AreaResult result={data.area}>{(leaders) => <LeaderList leaders={leaders} />}</AreaResult>;
    case "logos":
      return <AreaResult result={data.area}>{(logos) => <LogoGrid logos={logos} />}</AreaResult>;
  }
}

/** A newsroom section page (press releases, media coverage, leaders, logos): its copy, then its folder in full. */
export function NewsroomSectionPage({ data }: { data: NewsroomSectionData }) {
  return (
    <NewsroomPage page={NEWSROOM_SECTIONS[data.section]}>
      <SectionList data={data} />
    </NewsroomPage>
  );
}

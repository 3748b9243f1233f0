import type { ReactNode } from "react";
import styled from "styled-components";
import { pageHeading } from "~/copy/page-copy";
import type { IntroducedPageCopy } from "~/copy/page-copy";

const Page = styled.div.withConfig({ componentId: "NewsroomPage-Page", displayName: "NewsroomPage" })`
  max-width: ${(p) => p.theme.dialogMaxWidth}px;
  h1 {
    font-size: 2rem;
    line-height: 1.2;
    margin: 8px 0 8px;
  }
`;

const Intro = styled.p.withConfig({ componentId: "NewsroomPage-Intro", displayName: "NewsroomIntro" })`
  margin: 0 0 24px;
  font-size: 1.1rem;
  color: ${(p) => p.theme.colors.muted};
`;

/** A newsroom or careers page: its one h1, a line of introduction, then the content. */
export function NewsroomPage({ page, children }: { page: IntroducedPageCopy; children: ReactNode }) {
  return (
    <Page>
      <h1>{pageHeading(page)}</h1>
      <Intro>{page.intro}</Intro>
      {children}
    </Page>
  );
}

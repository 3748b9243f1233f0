import type { ReactNode } from "react";
import styled from "styled-components";
import { SiteLink } from "~/shared";

const Section = styled.section.withConfig({ componentId: "LatestSection-Section", displayName: "NewsroomSection" })`
  margin-bottom: 32px;
  h2 {
    margin: 0 0 12px;
  }
`;

const More = styled.p.withConfig({ componentId: "LatestSection-More", displayName: "NewsroomMore" })`
  margin: 12px 0 0;
  font-weight: 600;
`;

/**
 * A titled block of the newsroom home, named by its heading for assistive technology. With `more`, a link to the
 * section that holds the whole list follows the few entries shown here.
 */
export function LatestSection({
  id,
  heading,
  more,
  children,
}: {
  id: string;
  heading: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
      {more ? (
        <More>
          <SiteLink to={more.to}>{more.label}</SiteLink>
        </More>
      ) : null}
    </Section>
  );
}

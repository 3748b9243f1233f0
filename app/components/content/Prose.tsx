import styled from "styled-components";
import { primaryButton } from "~/shared";

/** Long-form text of content pages: readable measure, spaced headings. */
export const Prose = styled.article.withConfig({ componentId: "Prose-Article", displayName: "Prose" })`
  max-width: 760px;
  h1 {
    font-size: 2rem;
    line-height: 1.2;
    margin: 8px 0 16px;
  }
  h2 {
    margin-top: 32px;
  }
  p,
  li {
    font-size: 1.05rem;
  }
`;

export const CallToAction = styled.a.withConfig({ componentId: "Prose-CallToAction" })`
  ${primaryButton}
  margin: 8px 0;
`;

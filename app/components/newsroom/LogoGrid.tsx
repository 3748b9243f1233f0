import styled from "styled-components";
import type { LogoAsset } from "~/models/newsroom-content";
import { cardGrid, outlinedSurface } from "~/shared";

const Grid = styled.ul.withConfig({ componentId: "LogoGrid-Grid", displayName: "LogoGrid" })`
  ${cardGrid(240, 20)}
`;

const Card = styled.figure.withConfig({ componentId: "LogoGrid-Card", displayName: "LogoCard" })`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  ${outlinedSurface}
  overflow: hidden;
  figcaption {
    padding: 12px 16px 16px;
    display: grid;
    gap: 4px;
  }
  a {
    font-weight: 700;
  }
`;

const Preview = styled.div.withConfig({ componentId: "LogoGrid-Preview", displayName: "LogoPreview" })<{
  $onDark: boolean;
}>`
  display: grid;
  place-items: center;
  padding: 20px;
  min-height: 140px;
  background: ${(p) => (p.$onDark ? p.theme.colors.text : p.theme.colors.background)};
  img {
    max-height: 100px;
    width: auto;
  }
`;

const Note = styled.span.withConfig({ componentId: "LogoGrid-Note", displayName: "LogoNote" })`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.95rem;
`;

/** Brand assets for press and partners: a preview and a download link each. */
export function LogoGrid({ logos }: { logos: readonly LogoAsset[] }) {
  return (
    <Grid>
      {logos.map((logo) => (
        <li key={logo.id}>
          <Card>
            <Preview $onDark={logo.onDark}>
              <img src={logo.imageURL} alt={logo.title} height={100} loading="lazy" />
            </Preview>
            <figcaption>
              <strong>{logo.title}</strong>
              <Note>{logo.summary}</Note>
              <a href={logo.imageURL} download={logo.fileName}>
                Download<span className="visually-hidden"> {logo.title}</span>
              </a>
            </figcaption>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

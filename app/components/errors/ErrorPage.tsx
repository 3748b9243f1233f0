import styled from "styled-components";
import { ERROR_TEXTS, primaryButton, SiteLink } from "~/shared";

const Panel = styled.section.withConfig({ componentId: "ErrorPage-Panel", displayName: "ErrorPage" })`
  max-width: 720px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius}px;
  h1 {
    margin-top: 0;
  }
`;

const HomeButton = styled(SiteLink).withConfig({ componentId: "ErrorPage-HomeButton" })`
  ${primaryButton}
  margin-top: 16px;
`;

export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const texts = status === 404 ? ERROR_TEXTS.notFound : ERROR_TEXTS.other;
  return (
    <Panel aria-labelledby="error-title">
      <h1 id="error-title">{texts.title}</h1>
      <p>{texts.text}</p>
      {detail ? <p>{detail}</p> : null}
      <HomeButton to="/">Take Me Home</HomeButton>
    </Panel>
  );
}

export function MaintenancePage({ detail }: { detail?: string }) {
  return (
    <Panel aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{ERROR_TEXTS.maintenance.title}</h1>
      {detail ? <p>{detail}</p> : null}
    </Panel>
  );
}

/** A page whose own content is missing for now: its area's message (SPEC §8), and the way home. */
export function UnavailablePage({ message }: { message: string }) {
  return (
    <Panel aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">{message}</h1>
      <p>Please check back in a few minutes.</p>
      <HomeButton to="/">Take Me Home</HomeButton>
    </Panel>
  );
}

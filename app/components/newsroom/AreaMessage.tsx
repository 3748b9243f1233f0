import type { ReactNode } from "react";
import styled from "styled-components";
import { SiteLink } from "~/components/layout/SiteLink";
import type { Result } from "~/models/result";
import { outlinedSurface } from "~/styles/mixins";

const Notice = styled.p.withConfig({ componentId: "AreaMessage-Notice", displayName: "AreaMessage" })`
  margin: 16px 0;
  padding: 16px;
  ${outlinedSurface}
  border-left: 4px solid ${(p) => p.theme.colors.danger};
`;

/** SPEC §8: a data area that failed shows its message in its place while the rest of the page renders. */
export function AreaMessage({ message }: { message: string }) {
  return <Notice>{message}</Notice>;
}

/**
 * A data area of a page: what `children` renders of its data, or the area's message when it failed to load; nothing
 * when its upstream timed out with nothing cached (decision 030: SPEC §8 "Timeouts only logged", and a slow upstream
 * must not read as an outage).
 */
export function AreaResult<T>({ result, children }: { result: Result<T>; children: (data: T) => ReactNode }) {
  if (result.ok) return <>{children(result.data)}</>;
  return result.timedOut ? null : <AreaMessage message={result.message} />;
}

/** A detail page whose data failed to load or is unknown: its title, the message, and the way back to its list. */
export function UnavailablePage({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <>
      <h1>{title}</h1>
      <AreaMessage message={message} />
      <p>
        <SiteLink to={back.to}>{back.label}</SiteLink>
      </p>
    </>
  );
}

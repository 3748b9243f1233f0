import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import styled, { keyframes } from "styled-components";
import { theme } from "~/styles/theme";

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.95); }
`;

const Bar = styled.div.withConfig({ componentId: "LoadingBar-Bar", displayName: "LoadingBar" })`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  z-index: 1000;
  background: ${(p) => p.theme.colors.accent};
  transform-origin: left;
  animation: ${grow} ${theme.loadingBar.durationMs}ms ease-out forwards;
`;

/** SPEC §9: shown when a navigation lasts longer than 200 ms, animating over at most 5 s. */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), theme.loadingBar.throttleMs);
    return () => clearTimeout(timer);
  }, [busy]);

  return visible ? <Bar role="progressbar" aria-label="Loading page" data-testid="loading-bar" /> : null;
}

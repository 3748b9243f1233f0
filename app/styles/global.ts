import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.fonts.body};
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.background};
    line-height: 1.5;
  }
  a { color: ${(p) => p.theme.colors.brand}; }
  a:hover { color: ${(p) => p.theme.colors.brandDark}; }
  img, svg { max-width: 100%; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

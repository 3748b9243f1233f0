import { theme } from "./theme";

/**
 * The site's element defaults. Written once from the theme as plain CSS, not as a styled-components global style:
 * a global style is compiled again in the browser when it mounts and its rules are taken out and put back, which
 * makes the browser restyle the whole page right after hydration. These rules never change while a page lives.
 */
export const GLOBAL_CSS = [
  "*,*::before,*::after{box-sizing:border-box;}",
  "html{-webkit-text-size-adjust:100%;}",
  `body{margin:0;font-family:${theme.fonts.body};color:${theme.colors.text};background:${theme.colors.background};line-height:1.5;}`,
  `a{color:${theme.colors.brand};}`,
  `a:hover{color:${theme.colors.brandDark};}`,
  "img,svg{max-width:100%;}",
  `:focus-visible{outline:3px solid ${theme.colors.focus};outline-offset:2px;}`,
  ".visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;}",
  "@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;}}",
].join("\n");

/** The element defaults as a `<style>` of the document's head; `mark` has it hashed into the CSP's `style-src`. */
export function GlobalStyle({ mark }: { mark: string | undefined }) {
  return <style nonce={mark} dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />;
}

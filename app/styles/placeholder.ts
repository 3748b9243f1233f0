/** Text the server renders at the end of `<head>`; entry.server swaps it for the collected styled-components CSS. */
export const STYLES_PLACEHOLDER = "__VALUVO_STYLED_COMPONENTS__";

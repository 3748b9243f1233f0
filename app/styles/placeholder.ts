/**
 * The element the server renders last in `<head>`; entry.server swaps it for the collected styled-components CSS.
 * An element, not text: React escapes `<` in text and `"` in attribute values, so nothing a visitor can put on a
 * page (a search term in the title, say) can produce these bytes before the real marker.
 */
export const STYLES_MARKER_NAME = "valuvo-styled-components";

/** The marker's bytes as React's server renderer writes the element. */
export const STYLES_PLACEHOLDER = `<meta name="${STYLES_MARKER_NAME}"/>`;

// Text read as itself inside a regular expression. The patterns the site and the edge share are written for
// JavaScript and PCRE alike, and both read a backslash before any of these characters as the character itself.
// Plain JavaScript, so deploy/edge/render-config.mjs and the server's modules import the very function the app does.

/**
 * @param {string} text
 * @returns {string}
 */
export const regexLiteral = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

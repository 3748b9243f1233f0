/**
 * The location dialog's code, on demand: asked for when a visitor shows the intent to open it (pointer over or
 * focus on an opener) and when it opens, never on first load, where it would count against every page's
 * first-load JavaScript (issue 11) although most visits never open it.
 */
export const loadLocationDialog = () => import("./OpenLocationDialog");

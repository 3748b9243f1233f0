// Where the browser sends its analytics beacons: the relay's resource route (app/routes/api.analytics.$event.ts).
// The site's guard gives posts there a larger body than a form's, and the edge counts them against the beacons'
// limit per address rather than the forms' (deploy/edge/render-config.mjs renders it into nginx): a beacon counted
// as a form would be refused to a crowd behind one address. Plain JavaScript for the guard and the renderer, which
// run outside the app's TypeScript.

/** The path every beacon is posted under, `/api/analytics/{event}`. */
export const ANALYTICS_BEACON_PREFIX = "/api/analytics/";

import { distanceMiles } from "~/models/distance";
import { milesText } from "~/shared";
import { locationLabel } from "~/models/location";
import { useVisitorPlace } from "./useVisitorPlace";

/**
 * How far the store is (decision 040): in the shared HTML from the place the page measured from (the visitor's
 * city's point, or the store's city's for a visitor without a place), saying so; once the browser knows the
 * visitor's own place, from there (SPEC §5: great-circle miles, one decimal).
 */
export function BusinessDistance({
  distance,
  store,
  from,
}: {
  distance: number;
  store: { latitude: number; longitude: number };
  from: { city: string; state: string; slug: string };
}) {
  const visitor = useVisitorPlace();
  if (visitor && Number.isFinite(store.latitude) && Number.isFinite(store.longitude)) {
    const miles = distanceMiles(visitor.coords, { lat: store.latitude, lng: store.longitude });
    return <p data-distance-origin="visitor">{milesText(miles)} away</p>;
  }
  return (
    <p data-distance-origin="page">
      {milesText(distance)} from the center of {locationLabel(from)}
    </p>
  );
}

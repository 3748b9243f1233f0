import { data } from "@remix-run/node";
import type { ServicesData } from "~/components/service-businesses/ServicesView";
import { answerShowsAFailure } from "~/http/answer-notes.server";
import { settle } from "~/pages/settle.server";
import { visitorOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";

export type { ServicesData };

/** `/services`: the service categories (plumbing, HVAC, cleaning…), and the visitor's place to name in the intro. */
export async function loadServices(request: Request, context: unknown) {
  const [categories, visitor] = await Promise.all([
    settle(getServices().coverage.getServiceCategories()),
    visitorOf(request, context),
  ]);
  const place = visitor.place && { label: visitor.place.label };
  // The feed always has service categories: none is most often the feed failing quietly, so the page is kept briefly.
  if (categories.ok && categories.data.length === 0) answerShowsAFailure();
  return categories.ok
    ? data<ServicesData>({ categories: categories.data, place, message: null })
    : data<ServicesData>({ categories: null, place, message: categories.message }, { status: 503 });
}

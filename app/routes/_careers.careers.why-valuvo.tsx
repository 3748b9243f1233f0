import { ContentPage } from "~/components/content/ContentPage";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { routeHeaders } from "~/http/cache-headers.server";
import { careersTrail, type RouteHandle } from "~/shared";

export const headers = routeHeaders;

export const handle: RouteHandle = { breadcrumbs: () => careersTrail("/careers/why-valuvo") };
export const meta = staticPageMeta(CONTENT_PAGES["/careers/why-valuvo"]);

export default function WhyValuvo() {
  return (
    <ContentPage page={CONTENT_PAGES["/careers/why-valuvo"]}>
      <h2>Work that you can see in your neighborhood</h2>
      <p>
        The pizza place down the street, the family-owned auto shop, the new salon: our work helps them find customers.
        You will see the results of what you do on the mailer in your own mailbox.
      </p>
      <h2>Room to grow</h2>
      <p>
        Mentoring, paid training and internal mobility are part of how we work. Many of our leaders started in
        entry-level roles in sales, production and customer care.
      </p>
      <h2>Benefits</h2>
      <ul>
        <li>Medical, dental and vision coverage from day one</li>
        <li>401(k) with a company match</li>
        <li>Paid time off, paid holidays and a volunteer day</li>
        <li>Paid parental leave</li>
        <li>Tuition assistance and professional certifications</li>
      </ul>
    </ContentPage>
  );
}

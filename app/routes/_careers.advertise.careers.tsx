import { ContentPage } from "~/components/content/ContentPage";
import { SiteLink } from "~/shared";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { contentRoute } from "~/route-exports/content-page";

export const { headers, meta } = contentRoute("/advertise/careers");

export default function CareersOverview() {
  return (
    <ContentPage page={CONTENT_PAGES["/advertise/careers"]}>
      <p>
        Every month our coupons send shoppers through the doors of thousands of local businesses. Behind them is a team
        of sellers, designers, engineers, printers and analysts who care about Main Street as much as we do.
      </p>
      <h2>Find your place</h2>
      <ul>
        <li>
          <SiteLink to="/careers/search">Search open positions</SiteLink> across our offices and remote roles.
        </li>
        <li>
          <SiteLink to="/careers/why-valuvo">Why Valuvo</SiteLink>: what it is like to work here, and our benefits.
        </li>
        <li>
          <SiteLink to="/careers/our-teams">Our teams</SiteLink>: from advertising sales to product engineering.
        </li>
      </ul>
      <h2>An equal opportunity employer</h2>
      <p>
        We welcome applicants of every background and consider all qualified applicants without regard to race, color,
        religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.
      </p>
    </ContentPage>
  );
}

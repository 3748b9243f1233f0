import { Link } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { contentRoute } from "~/route-exports/content-page";

export const { headers, meta } = contentRoute("/community-service");

export default function CommunityService() {
  return (
    <ContentPage page={CONTENT_PAGES["/community-service"]}>
      <p>
        Valuvo exists because of neighborhoods: the households that open our envelopes and the businesses that advertise
        in them. Giving back to those communities is part of how we work, from our headquarters to every franchise
        territory.
      </p>

      <h2>Space in the envelope for good causes</h2>
      <p>
        Each year we set aside room in our mailings for nonprofit messages at no cost: animal shelters looking for
        adoptive families, blood drives, food banks and disaster-relief appeals. A coupon envelope that reaches every
        home in a neighborhood is a powerful way to ask for help, and we are glad to lend it.
      </p>

      <h2>Volunteer time</h2>
      <p>
        Every Valuvo employee has a paid volunteer day each year, and many teams choose a cause together: sorting
        donations at a food bank, building homes with local affiliates of housing charities or cleaning up parks and
        shorelines near our offices.
      </p>

      <h2>Food and school-supply drives</h2>
      <p>
        Our offices run seasonal drives for food pantries before the holidays and for school supplies before classes
        start. Franchise owners often invite their advertisers to join, turning a restaurant or a salon into a drop-off
        point for the whole neighborhood.
      </p>

      <h2>Supporting small businesses after disasters</h2>
      <p>
        When a hurricane, flood or fire hits a community we serve, we work with affected advertisers to pause or move
        their campaigns without penalty, and we help them tell customers when they reopen.
      </p>

      <h2>Suggest a cause</h2>
      <p>
        Know a nonprofit in your community that could use a hand? Tell your local Valuvo franchise owner, or reach our
        team through the <Link to="/newsroom">newsroom</Link>. Read more about who we are on{" "}
        <Link to="/about-valuvo">About Valuvo</Link>.
      </p>
    </ContentPage>
  );
}

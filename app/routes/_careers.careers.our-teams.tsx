import { ContentPage } from "~/components/content/ContentPage";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { routeHeaders } from "~/http/cache-headers.server";
import { careersTrail, type RouteHandle } from "~/shared";

export const headers = routeHeaders;

export const handle: RouteHandle = { breadcrumbs: () => careersTrail("/careers/our-teams") };
export const meta = staticPageMeta(CONTENT_PAGES["/careers/our-teams"]);

const TEAMS = [
  {
    name: "Advertising Sales",
    text: "Consultants who help local businesses plan campaigns that bring customers through the door.",
  },
  { name: "Creative Services", text: "Designers and copywriters who turn an offer into an ad that gets clipped." },
  {
    name: "Technology",
    text: "Engineers, product managers and data analysts behind this website, our apps and our planning tools.",
  },
  { name: "Production and Distribution", text: "The people who print, sort and mail millions of envelopes a month." },
  { name: "Customer Care", text: "Support for advertisers and shoppers alike, by phone, chat and e-mail." },
] as const;

export default function OurTeams() {
  return (
    <ContentPage page={CONTENT_PAGES["/careers/our-teams"]}>
      {TEAMS.map((team, i) => (
        <section key={team.name} aria-labelledby={`team-${i}`}>
          <h2 id={`team-${i}`}>{team.name}</h2>
          <p>{team.text}</p>
        </section>
      ))}
    </ContentPage>
  );
}

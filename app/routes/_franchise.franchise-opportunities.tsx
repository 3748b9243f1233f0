import { CallToAction, Prose } from "~/components/content/Prose";
import { FRANCHISE_PHONE } from "~/shared";
import { contentRoute } from "~/route-exports/content-page";

export const { headers, meta } = contentRoute("/franchise-opportunities");

export default function FranchiseOpportunities() {
  return (
    <Prose>
      <h1>Own a Valuvo Franchise</h1>
      <p>
        Valuvo franchise owners are the local face of the coupons millions of households use every month. You help
        restaurants, salons, auto shops and home-service pros in your territory reach nearby shoppers through our
        printed mailer, this website and our mobile apps.
      </p>
      <h2>Why franchisees choose Valuvo</h2>
      <ul>
        <li>A protected territory with an established mailing footprint.</li>
        <li>Design, printing and distribution handled by our national team.</li>
        <li>Training in consultative advertising sales, and ongoing coaching.</li>
        <li>A business built on repeat customers: advertisers renew when coupons bring visits.</li>
      </ul>
      <h2>What we look for</h2>
      <p>
        Owners with sales or small-business experience, strong ties to their community, and the drive to build a team.
        Territories are available in many US markets.
      </p>
      <h2>Talk with our franchise development team</h2>
      <p>Call us on weekdays, 8 a.m. to 6 p.m. Eastern, to find out whether your market is open.</p>
      <CallToAction href={`tel:${FRANCHISE_PHONE.tel}`}>Call {FRANCHISE_PHONE.display}</CallToAction>
    </Prose>
  );
}

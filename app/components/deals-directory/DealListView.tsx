import { usePageRequestData } from "~/components/analytics/PageRequest";
import { SiteLink } from "~/components/layout/SiteLink";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { DEALS_DIRECTORY_PATH, type DirectorySegment } from "~/models/directory-deals";
import { DealGrid, DirectoryDealCard, type DirectoryDealCardData } from "./DirectoryDealCard";

/** `/coupons/deals/{details}`: the Clipp deals of one category or one city, each linking to its own page. */
export function DealListView({
  segment,
  title,
  deals,
  message,
}: {
  segment: DirectorySegment | null;
  title: string;
  deals: DirectoryDealCardData[] | null;
  message: string | null;
}) {
  usePageRequestData({ page: "dealsDirectoryList", kind: segment?.kind ?? null, segment: segment?.slug ?? null });
  return (
    <>
      <h1>{segment?.kind === "city" ? `Clipp Deals in ${title}` : `${title} Clipp Deals`}</h1>
      {deals === null ? (
        <AreaMessage message={message ?? ""} />
      ) : (
        <>
          <p>
            {deals.length === 1 ? "1 deal" : `${deals.length} deals`}{" "}
            {segment?.kind === "city" ? `redeemable in ${title}` : `in ${title}`}. Open one for its fine print, locations
            and the partner&apos;s page.
          </p>
          <DealGrid aria-label={`Clipp deals: ${title}`}>
            {deals.map((deal) => (
              <li key={deal.id}>
                <DirectoryDealCard deal={deal} />
              </li>
            ))}
          </DealGrid>
        </>
      )}
      <p>
        <SiteLink to={DEALS_DIRECTORY_PATH}>All deal categories and cities</SiteLink>
      </p>
    </>
  );
}

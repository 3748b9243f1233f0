import { useLocation } from "@remix-run/react";
import { AreaMessage, SiteLink, usePageRequestData } from "~/shared";
import { DealListControls } from "~/components/deals/DealListControls";
import { DIRECTORY_DEAL_SORTS, type DealCategoryChoice, type DealListOptions } from "~/models/deal-list";
import { DEALS_DIRECTORY_PATH, type DirectorySegment } from "~/models/directory-deals";
import { DealGrid, DirectoryDealCard, type DirectoryDealCardData } from "./DirectoryDealCard";

/** `/coupons/deals/{details}`: the Clipp deals of one category or one city, each linking to its own page. */
export function DealListView({
  segment,
  title,
  deals,
  message,
  categories,
  total,
  options,
}: {
  segment: DirectorySegment | null;
  title: string;
  deals: DirectoryDealCardData[] | null;
  message: string | null;
  categories: DealCategoryChoice[];
  total: number;
  options: DealListOptions;
}) {
  const { pathname } = useLocation();
  usePageRequestData({ page: "dealsDirectoryList", kind: segment?.kind ?? null, segment: segment?.slug ?? null });
  return (
    <>
      <h1>{segment?.kind === "city" ? `Clipp Deals in ${title}` : `${title} Clipp Deals`}</h1>
      {deals === null ? (
        <AreaMessage message={message ?? ""} />
      ) : (
        <>
          <p>
            {total === 1 ? "1 deal" : `${total} deals`}{" "}
            {segment?.kind === "city" ? `redeemable in ${title}` : `in ${title}`}. Open one for its fine print,
            locations and the partner&apos;s page.
          </p>
          <DealListControls
            pathname={pathname}
            categories={categories}
            total={total}
            sorts={DIRECTORY_DEAL_SORTS}
            options={options}
            count={deals.length}
          />
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

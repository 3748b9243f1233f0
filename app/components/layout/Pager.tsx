import { useLocation } from "@remix-run/react";
import styled from "styled-components";
import { pageHref, SiteLink } from "~/shared";

const Nav = styled.nav.withConfig({ componentId: "Pager-Nav", displayName: "Pager" })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 32px 0 0;
  padding-top: 16px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  a {
    font-weight: 700;
    min-height: 40px;
    display: inline-flex;
    align-items: center;
  }
`;

const Slot = styled.span.withConfig({ componentId: "Pager-Slot" })`
  min-width: 140px;
  &:last-child {
    text-align: right;
  }
`;

/**
 * Previous and next page of a paged list as plain links with `rel="prev"` / `rel="next"`, so crawlers and
 * visitors without JavaScript walk the whole list.
 */
export function Pager({
  page,
  pageCount,
  label,
  previousText,
  nextText,
}: {
  page: number;
  pageCount: number;
  label: string;
  previousText: string;
  nextText: string;
}) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Slot>
        {page > 1 ? (
          <SiteLink to={pageHref(pathname, search, page - 1)} rel="prev">
            ‹ {previousText}
          </SiteLink>
        ) : null}
      </Slot>
      <span>
        Page {page} of {pageCount}
      </span>
      <Slot>
        {page < pageCount ? (
          <SiteLink to={pageHref(pathname, search, page + 1)} rel="next">
            {nextText} ›
          </SiteLink>
        ) : null}
      </Slot>
    </Nav>
  );
}

/** The partner-deal quick view lives in the URL (DESIGN §4): `?deal={id}`. */
export const DEAL_PARAM = "deal";

export function dealHref(pathname: string, search: string, dealId: string): string {
  const params = new URLSearchParams(search);
  params.set(DEAL_PARAM, dealId);
  return `${pathname}?${params.toString()}`;
}

export function closeDealHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(DEAL_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

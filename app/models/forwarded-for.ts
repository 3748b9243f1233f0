/** SPEC §4: the visitor's address is the first entry of the forwarded-for header, else the local address. */
export const DEFAULT_CLIENT_IP = "127.0.0.1";

export function clientIpFromForwardedFor(header: string | null | undefined): string {
  const first = header?.split(",")[0]?.trim();
  return first !== undefined && first !== "" ? first : DEFAULT_CLIENT_IP;
}

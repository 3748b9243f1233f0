import { addressLines } from "~/shared";

/** A business location's postal address, one line of `addressLines` a row. */
export function PostalAddress({ location }: { location: Parameters<typeof addressLines>[0] }) {
  return (
    <address>
      {addressLines(location).map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

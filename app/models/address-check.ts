/** Answers of the address standardization and mailing-area services (SPEC §7 configured services). */

export interface StandardizedAddress {
  /** USPS style, upper-case: `123 N MAIN ST`. */
  addressLine1: string;
  /** `APT 4`, `STE 200`, or empty. */
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
}

export type AddressStandardization = { found: true; address: StandardizedAddress } | { found: false };

export interface MailingAreaCheck {
  zip: string;
  /** Whether Valuvo mails envelopes to this ZIP. */
  inArea: boolean;
}

export function formatStandardizedAddress(address: StandardizedAddress): string[] {
  return [address.addressLine1, address.addressLine2, `${address.city}, ${address.state} ${address.zip}`].filter(
    (line) => line !== "",
  );
}

import {
  addressRequestEventData,
  readAddressStep,
  standardizationLines,
  ERROR_MESSAGES,
  removalReasonLabel,
  validateAddressRequest,
  type AddressField,
  type RawForm,
} from "./address-request";

const GOOD: RawForm = {
  name: "Maria Lopez",
  street: "1200 4th St N",
  unit: "Apt 3",
  city: "Saint Petersburg",
  state: "FL",
  zip: "33701",
};

function errorsOf(kind: "requestEnvelope" | "removeAddress", form: RawForm) {
  const result = validateAddressRequest(kind, form);
  return result.ok ? {} : result.errors;
}

describe("validateAddressRequest", () => {
  it("accepts a complete envelope request and normalises it", () => {
    const result = validateAddressRequest("requestEnvelope", {
      ...GOOD,
      name: "  Maria   Lopez ",
      state: "fl",
      reason: "moved",
    });
    expect(result).toEqual({
      ok: true,
      values: { ...GOOD, name: "Maria Lopez", reason: "" },
      request: { ...GOOD, name: "Maria Lopez", reason: null },
    });
  });

  it("accepts a removal with and without a reason", () => {
    const withReason = validateAddressRequest("removeAddress", { ...GOOD, reason: "duplicate" });
    expect(withReason.ok && withReason.request.reason).toBe("duplicate");
    const without = validateAddressRequest("removeAddress", { ...GOOD, unit: undefined });
    expect(without.ok && without.request).toEqual({ ...GOOD, unit: "", reason: null });
  });

  it.each<[string, RawForm, Partial<Record<AddressField, string>>]>([
    [
      "an empty form",
      {},
      {
        name: ERROR_MESSAGES.nameMissing,
        street: ERROR_MESSAGES.streetMissing,
        city: ERROR_MESSAGES.cityMissing,
        state: ERROR_MESSAGES.stateMissing,
        zip: ERROR_MESSAGES.zipMissing,
      },
    ],
    [
      "blank fields",
      { ...GOOD, name: "   ", city: "\t" },
      { name: ERROR_MESSAGES.nameMissing, city: ERROR_MESSAGES.cityMissing },
    ],
    ["a 4-digit ZIP", { ...GOOD, zip: "3370" }, { zip: ERROR_MESSAGES.zipInvalid }],
    ["a ZIP+4", { ...GOOD, zip: "33701-1234" }, { zip: ERROR_MESSAGES.zipInvalid }],
    ["letters in the ZIP", { ...GOOD, zip: "3370a" }, { zip: ERROR_MESSAGES.zipInvalid }],
    ["an unknown state", { ...GOOD, state: "XX" }, { state: ERROR_MESSAGES.stateInvalid }],
    ["a state name instead of its code", { ...GOOD, state: "Florida" }, { state: ERROR_MESSAGES.stateInvalid }],
    ["digits as the state", { ...GOOD, state: "12" }, { state: ERROR_MESSAGES.stateInvalid }],
    ["a street without a number", { ...GOOD, street: "Main Street" }, { street: ERROR_MESSAGES.streetInvalid }],
    ["a name without letters", { ...GOOD, name: "1234" }, { name: ERROR_MESSAGES.nameInvalid }],
    ["markup as the city", { ...GOOD, city: "<script>alert(1)</script>" }, { city: ERROR_MESSAGES.cityInvalid }],
    ["an oversized name", { ...GOOD, name: "a".repeat(81) }, { name: ERROR_MESSAGES.tooLong(80) }],
    ["an oversized unit", { ...GOOD, unit: "9".repeat(41) }, { unit: ERROR_MESSAGES.tooLong(40) }],
    ["a file where text belongs", { ...GOOD, zip: new Blob(["33701"]) }, { zip: ERROR_MESSAGES.zipMissing }],
  ])("reports %s on an envelope request", (_label, form, expected) => {
    expect(errorsOf("requestEnvelope", form)).toEqual(expected);
  });

  it("rejects a removal reason outside the list", () => {
    expect(errorsOf("removeAddress", { ...GOOD, reason: "spam<b>" })).toEqual({ reason: ERROR_MESSAGES.reasonInvalid });
  });

  it.each(["Coeur d'Alene", "Winston-Salem", "St. Louis", "Española", "O’Fallon"])("accepts the city %s", (city) => {
    expect(validateAddressRequest("requestEnvelope", { ...GOOD, city }).ok).toBe(true);
  });

  it("keeps the typed values so the form can be shown again", () => {
    const result = validateAddressRequest("requestEnvelope", { ...GOOD, zip: "1" });
    expect(result.values).toMatchObject({ name: "Maria Lopez", zip: "1", state: "FL" });
  });

  it("turns control characters into spaces", () => {
    const result = validateAddressRequest("requestEnvelope", { ...GOOD, street: "1200 4th St N\r\nBcc: x" });
    expect(result.values.street).toBe("1200 4th St N Bcc: x");
  });
});

describe("readAddressStep", () => {
  it.each([
    [{ step: "confirm" }, "confirm"],
    [{ step: "edit" }, "edit"],
    [{ step: "check" }, "check"],
    [{}, "check"],
    [{ step: "Confirm" }, "check"],
    [{ step: ["confirm"] }, "check"],
  ])("reads %j as %s", (form, step) => {
    expect(readAddressStep(form)).toBe(step);
  });
});

describe("standardizationLines", () => {
  it.each([
    [{ street: "1 Main St", unit: "", city: "Tampa", state: "FL", zip: "33602" }, ["1 Main St", "Tampa, FL 33602"]],
    [
      { street: "1 Main St", unit: "Apt 4", city: "Tampa", state: "FL", zip: "33602" },
      ["1 Main St", "Apt 4", "Tampa, FL 33602"],
    ],
  ])("sends %j as %j", (request, lines) => {
    expect(standardizationLines(request)).toEqual(lines);
  });
});

describe("addressRequestEventData", () => {
  const address = { addressLine1: "1 MAIN ST", addressLine2: "", city: "TAMPA", state: "FL", zip: "33602" };
  it("carries the confirmed USPS address, what was typed, whether it was verified, and the reason only when given", () => {
    const request = {
      name: "A B",
      street: "1 Main Street",
      unit: "",
      city: "Tampa",
      state: "FL",
      zip: "33602",
      reason: null,
    };
    expect(addressRequestEventData(request, address, false)).toEqual({
      name: "A B",
      street: "1 MAIN ST",
      unit: "",
      city: "TAMPA",
      state: "FL",
      zip: "33602",
      typedStreet: "1 Main Street",
      verified: false,
    });
    expect(addressRequestEventData({ ...request, reason: "moved" }, address, true)).toMatchObject({
      reason: "moved",
      verified: true,
    });
  });

  it("names a reason for the confirmation", () => {
    expect(removalReasonLabel("business")).toBe("This is a business address");
    expect(removalReasonLabel(null)).toBeNull();
  });
});

import {
  GEOLOCATION_NOT_SUPPORTED,
  geolocationErrorMessage,
  NO_LOCAL_OFFERS_FOR_LOCATION,
  NO_MATCHING_LOCATION,
  noServiceOffersMessage,
  noVisitOffersMessage,
  UPDATE_LOCATION_PROMPT,
} from "./location-messages";

const stPete = { city: "Saint Petersburg", state: "FL" };

describe("location messages", () => {
  it.each([
    [NO_LOCAL_OFFERS_FOR_LOCATION, "We can't seem to find local offers with the location you requested"],
    [UPDATE_LOCATION_PROMPT, "(Update Your Location)"],
    [NO_MATCHING_LOCATION, "We couldn't find a matching location"],
    [GEOLOCATION_NOT_SUPPORTED, "Geolocation is not supported"],
    [noServiceOffersMessage(stPete), "We can't seem to find coupons for businesses serving Saint Petersburg, FL"],
    [
      noVisitOffersMessage(stPete),
      "We can't seem to find coupons for businesses you can visit in Saint Petersburg, FL",
    ],
    [
      noVisitOffersMessage({ city: "Jacksonville Beach", state: "fl" }),
      "We can't seem to find coupons for businesses you can visit in Jacksonville Beach, FL",
    ],
  ])("reads %j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("geolocationErrorMessage", () => {
  it.each([
    [1, "Please enable Location Services"],
    [2, "Location unavailable"],
    [3, "Location request timed out"],
    [0, "Unknown error occurred"],
    [4, "Unknown error occurred"],
    [Number.NaN, "Unknown error occurred"],
  ])("explains error code %d as %j", (code, message) => {
    expect(geolocationErrorMessage(code)).toBe(message);
  });
});

/** The 100 largest US cities (by population, recent census order), as the `zipcodes` dataset spells them. */
export const TOP_CITIES: ReadonlyArray<readonly [city: string, state: string]> = [
  ["New York", "NY"], ["Los Angeles", "CA"], ["Chicago", "IL"], ["Houston", "TX"], ["Phoenix", "AZ"],
  ["Philadelphia", "PA"], ["San Antonio", "TX"], ["San Diego", "CA"], ["Dallas", "TX"], ["San Jose", "CA"],
  ["Austin", "TX"], ["Jacksonville", "FL"], ["Fort Worth", "TX"], ["Columbus", "OH"], ["Indianapolis", "IN"],
  ["Charlotte", "NC"], ["San Francisco", "CA"], ["Seattle", "WA"], ["Denver", "CO"], ["Washington", "DC"],
  ["Nashville", "TN"], ["Oklahoma City", "OK"], ["El Paso", "TX"], ["Boston", "MA"], ["Portland", "OR"],
  ["Las Vegas", "NV"], ["Detroit", "MI"], ["Memphis", "TN"], ["Louisville", "KY"], ["Baltimore", "MD"],
  ["Milwaukee", "WI"], ["Albuquerque", "NM"], ["Tucson", "AZ"], ["Fresno", "CA"], ["Sacramento", "CA"],
  ["Kansas City", "MO"], ["Mesa", "AZ"], ["Atlanta", "GA"], ["Omaha", "NE"], ["Colorado Springs", "CO"],
  ["Raleigh", "NC"], ["Long Beach", "CA"], ["Virginia Beach", "VA"], ["Miami", "FL"], ["Oakland", "CA"],
  ["Minneapolis", "MN"], ["Tulsa", "OK"], ["Bakersfield", "CA"], ["Wichita", "KS"], ["Arlington", "TX"],
  ["Aurora", "CO"], ["Tampa", "FL"], ["New Orleans", "LA"], ["Cleveland", "OH"], ["Honolulu", "HI"],
  ["Anaheim", "CA"], ["Lexington", "KY"], ["Stockton", "CA"], ["Corpus Christi", "TX"], ["Henderson", "NV"],
  ["Riverside", "CA"], ["Newark", "NJ"], ["Saint Paul", "MN"], ["Santa Ana", "CA"], ["Cincinnati", "OH"],
  ["Irvine", "CA"], ["Orlando", "FL"], ["Pittsburgh", "PA"], ["Saint Louis", "MO"], ["Greensboro", "NC"],
  ["Jersey City", "NJ"], ["Anchorage", "AK"], ["Lincoln", "NE"], ["Plano", "TX"], ["Durham", "NC"],
  ["Buffalo", "NY"], ["Chandler", "AZ"], ["Chula Vista", "CA"], ["Toledo", "OH"], ["Madison", "WI"],
  ["Gilbert", "AZ"], ["Reno", "NV"], ["Fort Wayne", "IN"], ["North Las Vegas", "NV"], ["Saint Petersburg", "FL"],
  ["Lubbock", "TX"], ["Irving", "TX"], ["Laredo", "TX"], ["Winston Salem", "NC"], ["Chesapeake", "VA"],
  ["Glendale", "AZ"], ["Garland", "TX"], ["Scottsdale", "AZ"], ["Norfolk", "VA"], ["Boise", "ID"],
  ["Fremont", "CA"], ["Spokane", "WA"], ["Santa Clarita", "CA"], ["Baton Rouge", "LA"], ["Richmond", "VA"],
];

/**
 * Smaller places seeded like the big cities because fixtures and territory rules point at them: the Jacksonville
 * area (third-owner rule), the Tampa Bay area (corporate territories and Clipp deals) and the 3453 territory.
 */
export const EXTRA_CITIES: ReadonlyArray<readonly [city: string, state: string]> = [
  ["Orange Park", "FL"], ["Jacksonville Beach", "FL"], ["Ponte Vedra Beach", "FL"], ["Clearwater", "FL"],
  ["Sarasota", "FL"], ["Gainesville", "FL"], ["Fort Lauderdale", "FL"], ["Brandon", "FL"],
];

import type { CAMPAIGN_ROUTE_SLUGS } from "./campaign-data";

/**
 * The body of each campaign page after its lead: two paragraphs written for that campaign alone. Campaign pages are
 * their own pages (issue 29, item 9): a page that shares most of its words with another says nothing of its own to a
 * shopper or a crawler, so no paragraph here is shared between campaigns (campaign-copy.test.ts keeps any two
 * campaigns' copy under half their words in common). How to enter a contest is said by its entry form and official
 * rules, not repeated here.
 */
export const CAMPAIGN_PARAGRAPHS: Readonly<Record<(typeof CAMPAIGN_ROUTE_SLUGS)[number], readonly [string, string]>> = {
  legoland: [
    "Plan on a full day at the park: younger builders head for DUPLO Valley, while older kids race LEGO cars and ride the coasters. Water parks open in the warm months at most resorts.",
    "Staying overnight? The resort hotels theme every room, from pirates to castles, and our nearby dinner and lodging coupons stretch the trip budget further.",
  ],
  "legoland-discovery-center": [
    "Sessions run about two to three hours, which suits a rainy Saturday or a school-holiday afternoon. Adults visit with a child; the centers are built for ages three to ten.",
    "Booking online for a timed entry usually costs less than paying at the door, and the mall around each center has lunch spots that hand out coupons too.",
  ],
  "lego-discovery-center": [
    "Kids climb through a brick-built playground, ride the Kingdom Quest laser chariots and race their own creations down test ramps while parents find a bench nearby.",
    "Birthday parties get a private room and a build session; pair one with a pizza or bakery coupon from the neighborhood and the celebration is covered.",
  ],
  "madame-tussauds": [
    "Every location has its own cast: Hollywood leans on film icons, Nashville on country legends, Washington on presidents. Props and costumes invite you into each scene.",
    "Combination tickets with a neighboring aquarium or observation wheel cut the per-attraction price, and evening slots are usually the least crowded.",
  ],
  "sea-life-aquarium": [
    "Feeding talks happen several times a day; arrive a few minutes early to get a spot by the glass when the divers go in with the rays.",
    "Annual passes pay for themselves after two visits, which matters if little ones fall for the octopus. Restaurants near each aquarium round out the outing.",
  ],
  pizza: [
    "Thin crust, deep dish, wood-fired or New York slice: neighborhood pizzerias post weekday specials, two-topping combos and carryout discounts here.",
    "Feeding a team or a classroom? Ask about party pricing when you call, and mention the coupon before you order so it is applied at the register.",
  ],
  tacos: [
    "Street tacos on corn tortillas, crispy shells, burritos as big as a forearm: taquerias nearby offer combo plates, margarita hours and family packs.",
    "Catering trays of carnitas and barbacoa make an easy office lunch, and many cantinas discount them midweek.",
  ],
  "home-improvement": [
    "Get two or three quotes before a big job; contractors listed here often include a free estimate, and the coupon's value comes off the final invoice.",
    "Seasonal work books up fast, so schedule gutter cleaning and HVAC tune-ups before the first cold snap and roofing before storm season.",
  ],
  football: [
    "Order ahead for kickoff: wing joints and sub shops get slammed the hour before the game, and some take platter orders a day early at a discount.",
    "Hosting the watch party? Pick up ice, chips and a veggie tray with the grocery codes, and let a sports bar coupon cover the away games.",
  ],
  "black-friday": [
    "Independent stores run their own doorbusters on tires, mattresses, phones and furniture, often with fewer lines than the malls.",
    "Many offers run only Friday through Sunday, so check each coupon's expiration and call ahead to confirm stock on limited items.",
  ],
  holiday: [
    "Book the restaurant for the office party early, lock in a caterer for the family gathering and leave the house cleaning to a pro before guests arrive.",
    "Gift certificates from local spas, salons and bakeries make thoughtful presents, and several shops here add bonus value to them in December.",
  ],
  flowers: [
    "Florists need a day's notice for large arrangements and a week for weddings; order early for Valentine's Day and Mother's Day, when prices rise.",
    "Potted orchids and succulents last longer than cut stems, and garden centers nearby discount them between the big holidays.",
  ],
  "cyber-monday": [
    "Laptops, headphones, sneakers and smart-home gadgets see their deepest online markdowns today; stack a store's promo code with free-shipping thresholds.",
    "Codes here are checked daily, but popular sites cap redemptions, so finish checkout once your cart is ready rather than waiting until evening.",
  ],
  food: [
    "Burgers, sushi, barbecue and breakfast diners: browse restaurants by the cuisine you crave and filter for dine-in, takeout or delivery.",
    "Meal kits and grocery delivery codes help on busy weeknights, and a few local cafes reward a second visit with a free drink.",
  ],
  petadoption: [
    "Shelters waive or lower adoption fees during the month, and every adopted animal goes home vaccinated, microchipped and spayed or neutered.",
    "The first weeks bring a vet checkup, a collar, a crate and training classes; local pet businesses here discount each of them for new adopters.",
  ],
  puzzle: [
    "A thousand-piece landscape, a cryptic crossword or a locked room with sixty minutes on the clock: this day celebrates every kind of brain teaser.",
    "Escape rooms book groups of four to eight and board-game cafes charge by the table, so rally friends and split the cost.",
  ],
  hgtv: [
    "The grand prize covers a designer consultation, furniture, paint and installation for one living space, styled the way the network's hosts would.",
    "Thinking of a refresh of your own in the meantime? Painters, flooring installers and handymen nearby offer discounts on small projects.",
  ],
  rocktheblock: [
    "The winning yard gets pavers, string lights, a fire pit and new plantings, designed and built by a landscaping crew over one long weekend.",
    "Fence repair, lawn service and pressure washing are the quick wins; outdoor contractors listed below can quote them this week.",
  ],
  farmhouse: [
    "Think butcher-block counters, shiplap walls, a deep apron sink and open shelving filled with stoneware: the prize brings that look to one kitchen.",
    "Cabinet refinishing and new hardware change a kitchen for a fraction of a remodel, and local cabinet shops post coupons for both.",
  ],
  fox: [
    "The package includes a 75-inch 4K television, a soundbar with a subwoofer and professional wall mounting, ready for the new season of dramas.",
    "Until the premieres, a pizza delivery code and a movie-theater deal make a fine Friday night on the couch.",
  ],
  iheart: [
    "Flights for two, two hotel nights near the venue and VIP seats with early entrance are included; the festival lineup is announced by the station.",
    "Going to a local show instead? Pre-show dinner coupons and rideshare codes keep the night affordable.",
  ],
  hallmark: [
    "The getaway is four nights in a mountain cabin with a sleigh ride, a tree-lighting festival and a cookie-decorating class for the kids.",
    "Meanwhile, candle shops, bakeries and craft stores nearby discount the ornaments, stockings and treats that make home feel festive.",
  ],
  hallmarkplus: [
    "The winner gets twelve months of streaming plus a basket with a plaid throw, popcorn tins, cocoa and a scented candle.",
    "Add takeout from a neighborhood bistro and a cupcake from the corner bakery, both discounted here, and the romance marathon is set.",
  ],
  aldean: [
    "Two reserved seats, a backstage meet-and-greet, a signed guitar pick and a tour poster go to one fan at the tour stop of their choice.",
    "Boots, hats and denim for the show are cheaper with western-wear coupons from stores near you.",
  ],
  lainey: [
    "Front-row seats put you within reach of the stage, and the winner takes home a tour jacket signed by the singer herself.",
    "A barbecue dinner before the concert and a tailgate cooler packed with snacks make it a full night out; nearby smokehouses post deals.",
  ],
  walmartsweeps: [
    "One thousand dollars covers a month of groceries for many families, a new laptop for school, or a head start on holiday gifts.",
    "Combine the card with store coupon codes and in-store pickup, and every dollar of the prize goes further.",
  ],
  sweeps: [
    "Past prizes have paid for dinners at steakhouses, spa days, car detailing and a season of lawn care, all at businesses in the winner's own town.",
    "A new drawing opens on the first of each month, so a missed month is only a short wait away.",
  ],
  puppy: [
    "The prize brings a year of premium kibble, chew toys, monthly grooming appointments and a plush orthopedic bed.",
    "Dog walkers, boarding kennels and veterinary clinics near you offer first-visit discounts for a new puppy or kitten.",
  ],
  shark: [
    "A lightweight stick vacuum handles pet hair on stairs, while the robot mops tile and hardwood on a schedule you set from your phone.",
    "For a deeper clean, carpet shampooing, window washing and maid services around town post seasonal discounts.",
  ],
  ark: [
    "The full-scale timber vessel holds three decks of exhibits; the prize adds the nearby Creation Museum, two nights at a local inn and a $500 travel card.",
    "Driving in? Plan fuel and meal stops along the interstate with restaurant coupons, and book a Cincinnati hotel for the return leg.",
  ],
  dungeonsanddragonsmovie: [
    "Winners received theater tickets for a party of five, concession vouchers and a boxed starter set with dice, maps and a first adventure.",
    "Game stores still host weekly campaigns for new players; look for beginner nights and discounted miniatures near you.",
  ],
  sonic2: [
    "Prize packs held four movie passes, a bucket of popcorn, blue hedgehog plush toys and a handheld console loaded with the classic games.",
    "Arcades and trampoline parks nearby keep that fast-paced energy going with party packages for kids.",
  ],
  usfl: [
    "Champions of the spring league were crowned in front of a packed stadium, and three winners watched from club seats with sideline passes.",
    "Football is back every fall: wing specials, jersey shops and sports-bar deals are listed on our game-day page.",
  ],
  tennis: [
    "Courtside seats for two sessions, a racquet from the tournament's sponsor and a hotel stay near the grounds will go to one fan.",
    "Sharpen your own game before the draw: tennis clubs and pro shops around you discount lessons, stringing and court time.",
  ],
  married: [
    "A week at a beachfront resort with spa treatments, sunset sailing and candlelit dinners awaits one newlywed couple.",
    "Planning the big day now? Caterers, bakers, florists and tuxedo rentals near you post wedding-season savings.",
  ],
  instantwin: [
    "Each day's prizes are gift cards to local restaurants, coffee shops and salons, revealed the moment you submit.",
    "Not a winner today? Try again tomorrow; meanwhile, the coupons beneath the game save money right away.",
  ],
};

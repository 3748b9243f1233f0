import type { OpeningHours, WeekDay } from "../../app/models/local-listing";

// Opening hours and price level of the seeded businesses (issue 27: LocalBusiness markup with hours and a price
// range). Both follow from the business's category and id alone, not from the seed's random stream, so adding them
// changed no other seeded value.

const WEEKDAYS: WeekDay[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const SATURDAY: WeekDay[] = ["Saturday"];
const SUNDAY: WeekDay[] = ["Sunday"];

type Week = readonly OpeningHours[];

/** Two or three usual weeks of each SPEC §3 category; a business keeps one of them. */
const WEEKS_BY_CATEGORY: Readonly<Record<number, readonly Week[]>> = {
  108: [
    [{ dayOfWeek: [...WEEKDAYS, "Saturday", "Sunday"], opens: "11:00", closes: "22:00" }],
    [
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "11:00", closes: "21:00" },
      { dayOfWeek: ["Friday", "Saturday"], opens: "11:00", closes: "23:00" },
      { dayOfWeek: SUNDAY, opens: "12:00", closes: "20:00" },
    ],
    [{ dayOfWeek: [...WEEKDAYS, "Saturday", "Sunday"], opens: "06:30", closes: "14:30" }],
  ],
  110: [
    [{ dayOfWeek: [...WEEKDAYS, "Saturday", "Sunday"], opens: "10:00", closes: "22:00" }],
    [
      { dayOfWeek: ["Wednesday", "Thursday", "Friday"], opens: "16:00", closes: "23:00" },
      { dayOfWeek: ["Saturday", "Sunday"], opens: "10:00", closes: "23:00" },
    ],
  ],
  103: [
    [
      { dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "19:00" },
      { dayOfWeek: SATURDAY, opens: "08:00", closes: "17:00" },
    ],
    [
      { dayOfWeek: WEEKDAYS, opens: "10:00", closes: "20:00" },
      { dayOfWeek: SATURDAY, opens: "09:00", closes: "18:00" },
      { dayOfWeek: SUNDAY, opens: "11:00", closes: "17:00" },
    ],
  ],
  101: [
    [
      { dayOfWeek: WEEKDAYS, opens: "07:30", closes: "18:00" },
      { dayOfWeek: SATURDAY, opens: "08:00", closes: "16:00" },
    ],
    [
      { dayOfWeek: [...WEEKDAYS, "Saturday"], opens: "08:00", closes: "19:00" },
      { dayOfWeek: SUNDAY, opens: "09:00", closes: "17:00" },
    ],
  ],
  109: [
    [{ dayOfWeek: [...WEEKDAYS, "Saturday"], opens: "08:00", closes: "18:00" }],
    [
      { dayOfWeek: WEEKDAYS, opens: "07:00", closes: "19:00" },
      { dayOfWeek: ["Saturday", "Sunday"], opens: "09:00", closes: "17:00" },
    ],
  ],
  107: [
    [
      { dayOfWeek: [...WEEKDAYS, "Saturday"], opens: "10:00", closes: "20:00" },
      { dayOfWeek: SUNDAY, opens: "12:00", closes: "17:00" },
    ],
    [{ dayOfWeek: [...WEEKDAYS, "Saturday", "Sunday"], opens: "09:00", closes: "21:00" }],
  ],
  102: [
    [{ dayOfWeek: WEEKDAYS, opens: "08:00", closes: "17:00" }],
    [
      { dayOfWeek: WEEKDAYS, opens: "08:00", closes: "20:00" },
      { dayOfWeek: ["Saturday", "Sunday"], opens: "09:00", closes: "17:00" },
    ],
  ],
  106: [
    [{ dayOfWeek: WEEKDAYS, opens: "09:00", closes: "17:00" }],
    [
      { dayOfWeek: WEEKDAYS, opens: "08:30", closes: "17:30" },
      { dayOfWeek: SATURDAY, opens: "10:00", closes: "14:00" },
    ],
  ],
  104: [
    [
      { dayOfWeek: WEEKDAYS, opens: "08:00", closes: "18:00" },
      { dayOfWeek: SATURDAY, opens: "09:00", closes: "15:00" },
    ],
    [{ dayOfWeek: [...WEEKDAYS, "Saturday"], opens: "07:00", closes: "17:00" }],
  ],
};

const DEFAULT_WEEKS: readonly Week[] = [[{ dayOfWeek: WEEKDAYS, opens: "09:00", closes: "17:00" }]];

/** Price levels each category spans (a diner '$', a steakhouse '$$$'); a business keeps one. */
const PRICE_RANGES_BY_CATEGORY: Readonly<Record<number, readonly string[]>> = {
  108: ["$", "$$", "$$", "$$$"],
  110: ["$$", "$$", "$$$"],
  103: ["$", "$$", "$$$"],
  101: ["$$", "$$", "$$$"],
  109: ["$", "$$"],
  107: ["$", "$$", "$$$"],
  102: ["$$", "$$$"],
  106: ["$$", "$$$", "$$$$"],
  104: ["$$", "$$$"],
};

/** A well-mixed index from a business id, so neighbouring ids do not all get the same week. */
function pick<T>(options: readonly T[], id: number, salt: number): T {
  const mixed = Math.imul(id ^ salt, 0x9e3779b1) >>> 0;
  return options[mixed % options.length]!;
}

export function openingHoursFor(categoryId: number, businessId: number): OpeningHours[] {
  return pick(WEEKS_BY_CATEGORY[categoryId] ?? DEFAULT_WEEKS, businessId, 0x5eed).map((entry) => ({
    ...entry,
    dayOfWeek: [...entry.dayOfWeek],
  }));
}

export function priceRangeFor(categoryId: number, businessId: number): string | null {
  const ranges = PRICE_RANGES_BY_CATEGORY[categoryId];
  return ranges ? pick(ranges, businessId, 0x1ce) : null;
}

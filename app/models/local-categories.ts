/** SPEC §3 "Category (local)", in the spec's order. `All` (100) has an empty slug. */
export interface LocalCategory {
  id: number;
  slug: string;
  title: string;
}

export const LOCAL_CATEGORIES: readonly LocalCategory[] = [
  { id: 100, slug: "", title: "All" },
  { id: 108, slug: "restaurants", title: "Restaurants" },
  { id: 110, slug: "entertainment-and-travel", title: "Entertainment and Travel" },
  { id: 103, slug: "personal-care", title: "Personal Care" },
  { id: 101, slug: "automotive", title: "Automotive" },
  { id: 109, slug: "general-services", title: "General Services" },
  { id: 107, slug: "shops", title: "Shops" },
  { id: 102, slug: "health-and-medical", title: "Health and Medical" },
  { id: 106, slug: "professional-services", title: "Professional Services" },
  { id: 104, slug: "home-and-office", title: "Home and Office" },
];

export function localCategoryById(id: number): LocalCategory | undefined {
  return LOCAL_CATEGORIES.find((category) => category.id === id);
}

export function localCategoryBySlug(slug: string): LocalCategory | undefined {
  return LOCAL_CATEGORIES.find((category) => category.slug === slug);
}

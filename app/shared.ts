// The modules most pages use, imported through this one module (docs/decisions/033-shared-modules-one-import.md).
// Remix's compiler (esbuild) gives each file the browser chunk of the exact set of routes that reach it; modules
// reached by slightly different sets of pages became ~40 chunks of a few hundred bytes on every page, each compressed
// alone. A route that reaches this module reaches all of them, so they travel as one chunk.
// Views, routes, root and entry.client import them from "~/shared"; models, styles and the listed modules themselves
// import them directly (this module is the UI's, and a listed module importing it would close a cycle).
// `app/shared.test.ts` holds the rules.
export { PageRequestTracker, usePageRequestData } from "~/components/analytics/PageRequest";
export { analyticsEndpoint, tagCouponClip, track } from "~/browser/track";
export { keepCampaignLanding } from "~/browser/campaign-landing";
export { CouponAction } from "~/components/coupon-codes/CouponAction";
export { CouponFreshness } from "~/components/coupon-codes/CouponFreshness";
export { openAffiliateOnClick } from "~/components/coupon-codes/affiliate-click";
export { dialogClosed, dialogOpened, subscribeTopDialog, topDialog } from "~/components/dialog/top-dialog";
export { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
export type { StatusHandler } from "~/components/errors/GeneralErrorBoundary";
export { ERROR_TEXTS, errorStatus } from "~/components/errors/error-texts";
export { SnackbarProvider, useSnackbar } from "~/components/feedback/Snackbar";
export { Icon } from "~/components/icons/Icon";
export { SPECIALTY_ICON_PATHS, SpecialtyIcon } from "~/components/icons/SpecialtyIcon";
export { AppStartup } from "~/components/layout/AppStartup";
export { Breadcrumbs, useCrumbs } from "~/components/layout/Breadcrumbs";
export { HeaderSearch } from "~/components/layout/HeaderSearch";
export { LoadingBar } from "~/components/layout/LoadingBar";
export { ShellOverlays } from "~/components/layout/ShellOverlays";
export { ShellError, ShellOutlet, useShellData } from "~/components/layout/ShellRoute";
export { SiteFooter } from "~/components/layout/SiteFooter";
export { SiteHeader } from "~/components/layout/SiteHeader";
export type { SiteHeaderProps } from "~/components/layout/SiteHeader";
export {
  MenuEntryLink,
  SiteLink,
  SiteNavLink,
  browserPrefetchPolicy,
  prefetchPolicy,
} from "~/components/layout/SiteLink";
export { Main, SiteShell } from "~/components/layout/SiteShell";
export type { ShellProps } from "~/components/layout/SiteShell";
export { SpecialOffersMenu } from "~/components/layout/SpecialOffersMenu";
export { continueInterruptedNavigation, installChunkReloadGuard, recordNavigations } from "~/browser/chunk-reload";
export {
  DEFAULT_DESCRIPTION,
  DEFAULT_SHARE_IMAGE,
  SITE_NAME,
  absoluteUrl,
  errorMeta,
  layoutMeta,
  pageMeta,
  siteOrigin,
} from "~/route-exports/meta";
export type { PageMetaInput, ShareImage } from "~/route-exports/meta";
export { registerServiceWorker } from "~/browser/register-service-worker";
export { routeHandle } from "~/components/layout/route-handle";
export type { RouteHandle } from "~/components/layout/route-handle";
export { useHydrated } from "~/components/layout/useHydrated";
export { useRootData } from "~/components/layout/useRootData";
export { useToday } from "~/components/layout/useToday";
export { FavoriteToggle, HeartButton, HeartIcon } from "~/components/local/FavoriteToggle";
export { FavoritesControl } from "~/components/local/FavoritesControl";
export { ListingCard, ListingGrid } from "~/components/local/ListingCard";
export { OfferAccess } from "~/components/local/OfferAccess";
export { OfferOverlays } from "~/components/local/OfferOverlays";
export { cleanStoredLists, createStore, useFavorites, useRecents } from "~/components/local/storage";
export { LocationControl } from "~/components/location/LocationControl";
export { LocationDialog } from "~/components/location/LocationDialog";
export { LocationDialogProvider, useLocationDialog } from "~/components/location/LocationDialogContext";
export { LocationDialogLink } from "~/components/location/LocationDialogLink";
export { loadLocationDialog } from "~/components/location/load-location-dialog";
export { AreaMessage, AreaResult, UnavailablePage } from "~/components/newsroom/AreaMessage";
export { MissingMetadata } from "~/components/offers/MissingMetadata";
export { OnlineCouponCard } from "~/components/search/OnlineCouponCard";
export { badgeLook } from "~/components/ui/badge-look";
export type { BadgeTone } from "~/components/ui/badge-look";
export { Badge, BadgeRow } from "~/components/ui/badge";
export { buttonLook } from "~/styles/button-look";
export type { ButtonVariant } from "~/styles/button-look";
export { ExternalButtonLink } from "~/components/ui/button";
export { cardLook } from "~/components/ui/card-look";
export {
  ANALYTICS_EVENTS,
  CONTENT_ZONE_EVENTS,
  COUPON_CLIP_TAG_EVENT,
  PAGE_EVENTS,
  SERVER_EVENTS,
  analyticsPath,
  buildAnalyticsBody,
  hasContentZone,
  isAnalyticsEventName,
} from "~/models/analytics-events";
export type {
  AnalyticsBody,
  AnalyticsData,
  AnalyticsEventInput,
  AnalyticsEventName,
  AnalyticsValue,
  BrowserAnalyticsEventName,
} from "~/models/analytics-events";
export { HOME_CRUMB, breadcrumbJsonLd, crumbLocationIntent, crumbsFromPath, segmentLabel } from "~/models/breadcrumbs";
export type { Crumb } from "~/models/breadcrumbs";
export { longDateText, shortDateText } from "~/models/calendar-dates";
export {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  PENDING_NAVIGATION_KEY,
  PENDING_NAVIGATION_MS,
  destinationAfterChunkReload,
  isChunkLoadError,
  readPendingNavigation,
  shouldReload,
} from "~/models/chunk-reload";
export type { PendingNavigation } from "~/models/chunk-reload";
export {
  BROWSE_PATH,
  POPUP_BLOCKED_MESSAGE,
  categoryPath,
  isMerchantSlug,
  merchantPath,
  offerCountText,
  openAffiliateAndShowCode,
  openAffiliateLink,
  readCpncode,
} from "~/models/coupon-code-pages";
export type { CouponOfferData, PopupHost } from "~/models/coupon-code-pages";
export { expiryLabel, shortDate, utcDay, verifiedLabel } from "~/models/coupon-freshness";
export {
  DELETE_ALL_CANCEL_LABEL,
  DELETE_ALL_CONFIRM_LABEL,
  DELETE_ALL_FAVORITES_CONFIRMATION,
  FAVORITES_KEY,
  FAVORITES_REMOVAL_WARNING,
  NO_FAVORITES,
  favoritesTitle,
  isFavorite,
  parseFavorites,
  serializeFavorites,
  toggleFavorite,
} from "~/models/favorites";
export type { FavoriteId } from "~/models/favorites";
export { decodeHtmlEntities } from "~/models/html-entities";
export { CATEGORY_ICON_NAMES, SPECIALTY_ICON_NAMES, categoryIconNamed, specialtyIconNamed } from "~/models/icons";
export type { CategoryIconName, SpecialtyIconName } from "~/models/icons";
export { AVAILABILITY, SCHEMA_CONTEXT, SITE_LOGO_PATH, jsonLdText, siteOrganization } from "~/models/jsonld";
export { LOCAL_CATEGORIES, localCategoryById, localCategoryBySlug } from "~/models/local-categories";
export type { LocalCategory } from "~/models/local-categories";
export {
  addressLines,
  businessPagePath,
  businessPathOf,
  categoryPagePath,
  categoryTitleOf,
  expirationText,
  filterByCategory,
  findOffer,
  furtherOffersText,
  listingPhone,
  localPagePath,
  mapsHref,
  milesText,
  parseStore,
  possessive,
  shareLinks,
  storeCityOf,
  storeId,
  telHref,
} from "~/models/local-page";
export type { FavoriteCard, FavoritesAnswer, FoundOffer, ShareLinks } from "~/models/local-page";
export {
  GEOLOCATION_ERRORS,
  GEOLOCATION_NOT_SUPPORTED,
  GEOLOCATION_UNKNOWN_ERROR,
  NO_LOCAL_OFFERS_FOR_LOCATION,
  NO_MATCHING_LOCATION,
  UPDATE_LOCATION_PROMPT,
  geolocationErrorMessage,
  noServiceOffersMessage,
  noVisitOffersMessage,
} from "~/models/location-messages";
export {
  LOCATION_COOKIE_MAX_AGE,
  LOCATION_COOKIE_MAX_LENGTH,
  LOCATION_COOKIE_NAME,
  locationLabel,
  parseLocationCookie,
  serializeLocation,
  toLocation,
} from "~/models/location";
export type { Coords, Location, Place } from "~/models/location";
export {
  CAREERS_NAV,
  FIXED_SPECIAL_OFFERS,
  FOOTER_LINKS,
  FRANCHISE_PHONE,
  HEADER_LINKS,
  MIN_SEARCH_LENGTH,
  NEWSROOM_NAV,
  SEARCH_PLACEHOLDER,
  SOCIAL_LINKS,
  careersTrail,
  specialOffersLinks,
  specialtyNavLink,
} from "~/models/navigation";
export type { NavLink } from "~/models/navigation";
export { MISSING_METADATA_MESSAGE, missingOfferMetadata, offerActionWorks } from "~/models/offer-metadata";
export type { OfferActionInput } from "~/models/offer-metadata";
export { CLIPP_ORIGIN, REFERRAL_TAG, affiliateUrl, clippDealUrl, couponActionLabel } from "~/models/outbound-links";
export {
  CONTESTS_PATH,
  COUPON_CODES_PATH,
  DEALS_DIRECTORY_PATH,
  FEATURED_COUPONS_PATH,
  FEATURED_PROMOTIONS_PATH,
  GROCERY_COUPONS_PATH,
  SERVICES_PATH,
} from "~/models/page-paths";
export { pageViewKey } from "~/models/page-view";
export {
  RECENTS_DEFAULT_DAYS,
  RECENTS_KEY,
  RECENTS_MAX,
  RECENT_KINDS,
  addRecent,
  isRecentExpired,
  isSafeHref,
  parseIsoDate,
  parseRecents,
  purgeExpired,
  recentExpiry,
  serializeRecents,
} from "~/models/recents";
export type { LocalRecentInput, OtherRecentInput, RecentInput, RecentItem, RecentKind } from "~/models/recents";
export {
  MAX_LOCATION_SLUG_LENGTH,
  businessIdFromSlug,
  businessNameSlug,
  businessSegment,
  isBusinessSegment,
  isUsStateCode,
  locationSlug,
  parseLocationSlug,
} from "~/models/slug";
export type { ParsedLocationSlug } from "~/models/slug";
export { storedArray } from "~/models/stored-list";
export {
  LISTING_SORTS,
  URL_PARAM,
  closeCouponOfferHref,
  closeDealHref,
  closeLocationDialogHref,
  closeOfferHref,
  closeRedeemHref,
  couponOfferHref,
  dealCertificateHref,
  dealHref,
  isCanonicalPage,
  listingSortHref,
  locationDialogHref,
  offerHref,
  onlyOverlayChanged,
  pageHref,
  pageWithOfferHref,
  parseLocationIntent,
  readListingSort,
  readOverlayState,
  readPage,
  redeemHref,
  revalidateOnlyOnFormPost,
  revalidateUnlessOnlyOverlayChanged,
  searchWithoutOverlays,
} from "~/models/url-state";
export type { ListingSort, LocationIntent, RevalidationArgs } from "~/models/url-state";
export { GLOBAL_CSS, GlobalStyle } from "~/styles/global";
export {
  bannerImage,
  cardGrid,
  chipLink,
  columnsUntilMd,
  dialogAction,
  dialogCloseButton,
  fullScreenDialog,
  gridCard,
  hiddenWord,
  outlinedControl,
  outlinedSurface,
  panelLook,
  pictureCard,
  primaryButton,
  stackedList,
  tileLink,
  wrappingRow,
} from "~/styles/mixins";
export { STYLES_MARKER_NAME, STYLES_PLACEHOLDER } from "~/styles/placeholder";
export { below, theme, up } from "~/styles/theme";
export type { Theme } from "~/styles/theme";

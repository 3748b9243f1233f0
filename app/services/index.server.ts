import { createAddressStandardizationService } from "./address-standardization.server";
import { createAnalyticsService } from "./analytics.server";
import { createBusinessService } from "./business.server";
import { getConfig, type Config } from "./config.server";
import { createContentRepositoryService } from "./content-repository.server";
import { createContentService } from "./content.server";
import { createContestsService } from "./contests.server";
import { createServiceContext, type ServiceContextOptions } from "./context.server";
import { createCouponCodesService } from "./coupon-codes.server";
import { createCoverageService } from "./coverage.server";
import { createDealsDirectoryService } from "./deals-directory.server";
import { createDealsService } from "./deals.server";
import { createFranchiseService } from "./franchise.server";
import { createGeoIpService } from "./geoip.server";
import { createListingsService } from "./listings.server";
import { createLocationService } from "./location.server";
import { createMailingAreaService } from "./mailing-area.server";
import { createMerchantIdLookupService } from "./merchant-id-lookup.server";
import { createMerchantSlugSearchService } from "./merchant-slug-search.server";
import { createNewsroomService } from "./newsroom.server";
import { createSearchService } from "./search.server";
import { createVerificationService } from "./verification.server";

/** Every upstream client over one context (config, cache, clock); routes take `getServices()`, tests build their own. */
export function createServices(config: Config, options: ServiceContextOptions = {}) {
  const ctx = createServiceContext(config, options);
  return {
    context: ctx,
    location: createLocationService(ctx),
    search: createSearchService(ctx),
    listings: createListingsService(ctx),
    deals: createDealsService(ctx),
    business: createBusinessService(ctx),
    franchise: createFranchiseService(ctx),
    couponCodes: createCouponCodesService(ctx),
    newsroom: createNewsroomService(ctx),
    content: createContentService(ctx),
    geoIp: createGeoIpService(ctx),
    analytics: createAnalyticsService(ctx),
    contentRepository: createContentRepositoryService(ctx),
    contests: createContestsService(ctx),
    verification: createVerificationService(ctx),
    merchantIdLookup: createMerchantIdLookupService(ctx),
    merchantSlugSearch: createMerchantSlugSearchService(ctx),
    addressStandardization: createAddressStandardizationService(ctx),
    mailingArea: createMailingAreaService(ctx),
    dealsDirectory: createDealsDirectoryService(ctx),
    coverage: createCoverageService(ctx),
  };
}

export type Services = ReturnType<typeof createServices>;

let services: Services | undefined;

/** The process-wide services, built on first use from the validated environment; their cache lives as long. */
export function getServices(): Services {
  services ??= createServices(getConfig());
  return services;
}

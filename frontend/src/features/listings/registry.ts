import {
  BusinessListingsService,
  CharitiesService,
  FriendFindersService,
  JobListingsService,
  JobsService,
  LocalEventsService,
  MarketplacesService,
  PersonalsService,
  ProfessionalListingsService,
  RealEstatesService,
  TravelDestinationsService,
  type ChatDto,
  type ContactListingDto,
  type ImagePreviewDto,
  type ListingStatus,
  type PageMetaDto,
  type UserSummaryDto,
} from '@plaza/sdk';
import {
  LISTING_SECTIONS,
  SEARCH_WINDOW,
  type ListingFieldSpec,
  type ListingSectionSlug,
  type ListingSectionSpec,
} from '@plaza/sdk/listing-sections';
import { mediaUrl } from '../../lib/api';

export { LISTING_SECTIONS, SEARCH_WINDOW, type ListingFieldSpec, type ListingSectionSlug, type ListingSectionSpec };

/** A listing of any section: the common columns and its section's own fields by name. */
export interface ListingItem {
  id: number;
  status: ListingStatus;
  image: string | null;
  images: string[];
  image_preview?: ImagePreviewDto | null;
  image_previews?: (ImagePreviewDto | null)[];
  user: UserSummaryDto;
  created_at: string;
  updated_at: string;
  expires_at: string;
  [field: string]: unknown;
}

export type ListingPage = PageMetaDto & { data: ListingItem[] };

/** The list query of a section as the page keeps it (the API's snake_case names). */
export type ListingParams = Record<string, string | number | undefined>;

/** One section's calls, as the generic pages make them (form values by field name). */
export interface SectionApi {
  list(params: ListingParams): Promise<ListingPage>;
  get(id: number): Promise<{ data: ListingItem }>;
  create(fields: Record<string, unknown>, images: Blob[]): Promise<{ data: ListingItem }>;
  update(id: number, body: Record<string, unknown>): Promise<{ data: ListingItem }>;
  remove(id: number): Promise<void>;
  addImages(id: number, images: Blob[]): Promise<{ data: ListingItem }>;
  contact(id: number, message?: string): Promise<{ data: ChatDto }>;
}

/**
 * The generated operations of one section. Method syntax on purpose: each section's operation
 * is checked against it with its own DTOs (what it answers must be a listing; its parameters must
 * be compatible with the generic form values, which the declaration's fields check at run time).
 */
interface SectionOperations {
  list(query: ListingParams): Promise<ListingPage>;
  get(path: { id: number }): Promise<{ data: ListingItem }>;
  create(body: { formData: Record<string, unknown> & { image?: Blob[] } }): Promise<{ data: ListingItem }>;
  update(body: { id: number; requestBody: Record<string, unknown> }): Promise<{ data: ListingItem }>;
  remove(path: { id: number }): Promise<void>;
  addImages(body: { id: number; formData: { image: Blob[] } }): Promise<{ data: ListingItem }>;
  contact(body: { id: number; requestBody: ContactListingDto }): Promise<{ data: ChatDto }>;
}

/**
 * Each section's `<Plural>Service` operations; a section missing here, or an operation renamed,
 * fails the type check. Read at each call, so a test's spy on a service method is the one called.
 */
const SECTION_OPERATIONS = {
  marketplaces: () => ({
    list: MarketplacesService.listMarketplaces,
    get: MarketplacesService.getMarketplace,
    create: MarketplacesService.createMarketplace,
    update: MarketplacesService.updateMarketplace,
    remove: MarketplacesService.deleteMarketplace,
    addImages: MarketplacesService.addMarketplaceImages,
    contact: MarketplacesService.contactMarketplaceOwner,
  }),
  job_listings: () => ({
    list: JobListingsService.listJobListings,
    get: JobListingsService.getJobListing,
    create: JobListingsService.createJobListing,
    update: JobListingsService.updateJobListing,
    remove: JobListingsService.deleteJobListing,
    addImages: JobListingsService.addJobListingImages,
    contact: JobListingsService.contactJobListingOwner,
  }),
  travel_destinations: () => ({
    list: TravelDestinationsService.listTravelDestinations,
    get: TravelDestinationsService.getTravelDestination,
    create: TravelDestinationsService.createTravelDestination,
    update: TravelDestinationsService.updateTravelDestination,
    remove: TravelDestinationsService.deleteTravelDestination,
    addImages: TravelDestinationsService.addTravelDestinationImages,
    contact: TravelDestinationsService.contactTravelDestinationOwner,
  }),
  charities: () => ({
    list: CharitiesService.listCharities,
    get: CharitiesService.getCharity,
    create: CharitiesService.createCharity,
    update: CharitiesService.updateCharity,
    remove: CharitiesService.deleteCharity,
    addImages: CharitiesService.addCharityImages,
    contact: CharitiesService.contactCharityOwner,
  }),
  real_estates: () => ({
    list: RealEstatesService.listRealEstates,
    get: RealEstatesService.getRealEstate,
    create: RealEstatesService.createRealEstate,
    update: RealEstatesService.updateRealEstate,
    remove: RealEstatesService.deleteRealEstate,
    addImages: RealEstatesService.addRealEstateImages,
    contact: RealEstatesService.contactRealEstateOwner,
  }),
  professional_listings: () => ({
    list: ProfessionalListingsService.listProfessionalListings,
    get: ProfessionalListingsService.getProfessionalListing,
    create: ProfessionalListingsService.createProfessionalListing,
    update: ProfessionalListingsService.updateProfessionalListing,
    remove: ProfessionalListingsService.deleteProfessionalListing,
    addImages: ProfessionalListingsService.addProfessionalListingImages,
    contact: ProfessionalListingsService.contactProfessionalListingOwner,
  }),
  personals: () => ({
    list: PersonalsService.listPersonals,
    get: PersonalsService.getPersonal,
    create: PersonalsService.createPersonal,
    update: PersonalsService.updatePersonal,
    remove: PersonalsService.deletePersonal,
    addImages: PersonalsService.addPersonalImages,
    contact: PersonalsService.contactPersonalOwner,
  }),
  friend_finders: () => ({
    list: FriendFindersService.listFriendFinders,
    get: FriendFindersService.getFriendFinder,
    create: FriendFindersService.createFriendFinder,
    update: FriendFindersService.updateFriendFinder,
    remove: FriendFindersService.deleteFriendFinder,
    addImages: FriendFindersService.addFriendFinderImages,
    contact: FriendFindersService.contactFriendFinderOwner,
  }),
  business_listings: () => ({
    list: BusinessListingsService.listBusinessListings,
    get: BusinessListingsService.getBusinessListing,
    create: BusinessListingsService.createBusinessListing,
    update: BusinessListingsService.updateBusinessListing,
    remove: BusinessListingsService.deleteBusinessListing,
    addImages: BusinessListingsService.addBusinessListingImages,
    contact: BusinessListingsService.contactBusinessListingOwner,
  }),
  jobs: () => ({
    list: JobsService.listJobs,
    get: JobsService.getJob,
    create: JobsService.createJob,
    update: JobsService.updateJob,
    remove: JobsService.deleteJob,
    addImages: JobsService.addJobImages,
    contact: JobsService.contactJobOwner,
  }),
  local_events: () => ({
    list: LocalEventsService.listLocalEvents,
    get: LocalEventsService.getLocalEvent,
    create: LocalEventsService.createLocalEvent,
    update: LocalEventsService.updateLocalEvent,
    remove: LocalEventsService.deleteLocalEvent,
    addImages: LocalEventsService.addLocalEventImages,
    contact: LocalEventsService.contactLocalEventOwner,
  }),
} satisfies Record<ListingSectionSlug, () => SectionOperations>;

const OPERATIONS_BY_SLUG: Readonly<Partial<Record<string, () => SectionOperations>>> = SECTION_OPERATIONS;

/** The generator's name of a query parameter: price_min → priceMin. */
const camel = (name: string) => name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());

/** The calls of a section, through its generated service. */
export function sectionApi(section: ListingSectionSpec): SectionApi {
  const operationsOf = OPERATIONS_BY_SLUG[section.slug];
  if (!operationsOf) {
    throw new Error(`No generated operations for the listing section ${section.slug}`);
  }
  const operations = () => operationsOf();
  return {
    list: (params) =>
      operations().list(
        Object.fromEntries(
          Object.entries(params)
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [camel(k), v]),
        ),
      ),
    get: (id) => operations().get({ id }),
    create: (fields, images) => operations().create({ formData: { ...fields, ...(images.length ? { image: images } : {}) } }),
    update: (id, body) => operations().update({ id, requestBody: body }),
    remove: (id) => operations().remove({ id }),
    addImages: (id, images) => operations().addImages({ id, formData: { image: images } }),
    contact: (id, message) => operations().contact({ id, requestBody: message ? { message } : {} }),
  };
}

/** Every section by its path name. */
export const SECTION_BY_SLUG: ReadonlyMap<string, ListingSectionSpec> = new Map(
  LISTING_SECTIONS.map((s) => [s.slug, s]),
);

export const fieldsOf = (section: ListingSectionSpec): readonly ListingFieldSpec[] => section.fields;
export const titleFieldOf = (section: ListingSectionSpec): ListingFieldSpec =>
  section.fields.find((f) => f.core === 'title')!;
export const coreFieldOf = (section: ListingSectionSpec, column: NonNullable<ListingFieldSpec['core']>) =>
  section.fields.find((f) => f.core === column);
/** The choice fields a list can be filtered by (its category and those marked `filter`). */
export const filterFieldsOf = (section: ListingSectionSpec) =>
  section.fields.filter((f) => f.kind === 'choice' && (f.core === 'category' || f.filter));

/** A listing's title, whichever field holds it. */
export const listingTitle = (section: ListingSectionSpec, item: ListingItem) =>
  String(item[titleFieldOf(section).name] ?? '');

export const listingPath = (slug: string, id: number) => `/${slug}/${id}`;

/** The listing images: the full image, or its 400×300 thumbnail for cards. */
export function listingImageUrl(file: string, { thumb = false } = {}): string {
  return mediaUrl(`/storage/listings/${thumb ? 'thumbs/' : ''}${encodeURIComponent(file)}`);
}

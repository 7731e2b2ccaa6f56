import * as Sdk from '@plaza/sdk';
import type { CancelablePromise, ChatDto, ListingStatus, PageMetaDto, UserSummaryDto } from '@plaza/sdk';
import {
  LISTING_SECTIONS,
  SEARCH_WINDOW,
  type ListingFieldSpec,
  type ListingSectionSlug,
  type ListingSectionSpec,
} from '@plaza/sdk/src/listing-sections';
import { mediaUrl } from '../../lib/api';

export { LISTING_SECTIONS, SEARCH_WINDOW, type ListingFieldSpec, type ListingSectionSlug, type ListingSectionSpec };

/** A listing of any section: the common columns and its section's own fields by name. */
export interface ListingItem {
  id: number;
  status: ListingStatus;
  image: string | null;
  images: string[];
  user: UserSummaryDto;
  created_at: string;
  updated_at: string;
  expires_at: string;
  [field: string]: unknown;
}

export type ListingPage = PageMetaDto & { data: ListingItem[] };

/** The list query of a section as the page keeps it (the API's snake_case names). */
export type ListingParams = Record<string, string | number | undefined>;

/** One section's calls, whatever its types: the generated service's methods found by their operation ids. */
export interface SectionApi {
  list(params: ListingParams): CancelablePromise<ListingPage>;
  get(id: number): CancelablePromise<{ data: ListingItem }>;
  create(fields: Record<string, unknown>, images: Blob[]): CancelablePromise<{ data: ListingItem }>;
  update(id: number, body: Record<string, unknown>): CancelablePromise<{ data: ListingItem }>;
  remove(id: number): CancelablePromise<void>;
  addImages(id: number, images: Blob[]): CancelablePromise<{ data: ListingItem }>;
  contact(id: number, message?: string): CancelablePromise<{ data: ChatDto }>;
}

/** The generator's name of a query parameter: price_min → priceMin. */
const camel = (name: string) => name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());

type Method = (options?: Record<string, unknown>) => CancelablePromise<unknown>;

/**
 * The calls of a section, from the SDK's `<Plural>Service` (MarketplacesService.listMarketplaces,
 * createMarketplace…): the declaration names both, so nothing here is written per section.
 */
export function sectionApi(section: ListingSectionSpec): SectionApi {
  const service = (Sdk as unknown as Record<string, Record<string, Method>>)[`${section.plural}Service`];
  const call = <T>(name: string, options?: Record<string, unknown>) => service[name](options) as CancelablePromise<T>;
  return {
    list: (params) =>
      call(
        `list${section.plural}`,
        Object.fromEntries(
          Object.entries(params)
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [camel(k), v]),
        ),
      ),
    get: (id) => call(`get${section.singular}`, { id }),
    create: (fields, images) =>
      call(`create${section.singular}`, { formData: { ...fields, ...(images.length ? { image: images } : {}) } }),
    update: (id, body) => call(`update${section.singular}`, { id, requestBody: body }),
    remove: (id) => call(`delete${section.singular}`, { id }),
    addImages: (id, images) => call(`add${section.singular}Images`, { id, formData: { image: images } }),
    contact: (id, message) => call(`contact${section.singular}Owner`, { id, requestBody: message ? { message } : {} }),
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

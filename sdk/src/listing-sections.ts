/**
 * The listing sections of Plaza, declared once as data: their paths, OpenAPI names, fields and
 * rules, categories, sort keys, image limits and lifetimes. The backend builds each section's
 * DTOs, routes, SQL and detail table from it; `npm run sdk` copies this file into the SDK
 * (listing-sections.ts) where the frontend builds its lists, filters and forms from the same
 * words. It imports only section-slugs.ts, copied beside it (a page's first reads need the slugs alone).
 */
import type { ListingSectionSlug } from './section-slugs.js';

/**
 * How a field is entered, checked and stored: text (1–255 characters), longtext (1 to LONG_TEXT_MAX
 * characters), choice (one of `choices`), integer (`min`..`max`), money (0–99,999,999.99,
 * numeric(10,2)), url and email (at most 255 characters; a url with or without http(s)://),
 * datetime (a date, or a date and time).
 */
export type ListingFieldKind = 'text' | 'longtext' | 'choice' | 'integer' | 'money' | 'url' | 'email' | 'datetime';

/** The columns every listing has in the core `listings` table, whatever its section calls them. */
export type ListingCoreColumn = 'title' | 'description' | 'category' | 'location' | 'price';

export interface ListingFieldSpec {
  /** The field's name in the API and the forms (snake_case, as the spec names it). */
  readonly name: string;
  /** The form's label. */
  readonly label: string;
  readonly kind: ListingFieldKind;
  readonly required: boolean;
  /** Stored in this column of `listings` (searched, filtered, sorted); else in the section's detail table. */
  readonly core?: ListingCoreColumn;
  readonly choices?: readonly string[];
  /** choice: the OpenAPI name of its list of values (the same list, the same name). */
  readonly enumName?: string;
  /** integer: the smallest and largest value. */
  readonly min?: number;
  readonly max?: number;
  /** choice fields outside the core columns that lists can be filtered by. */
  readonly filter?: boolean;
  /** The length rule's message: the general one, or business listings' own (see MSG). */
  readonly lengthMessage?: 'between255' | 'description255';
  readonly example: string;
  /** A hint under the form field. */
  readonly help?: string;
  /**
   * A personal question (religion, orientation…): PREFER_NOT_TO_SAY answers it. That answer is
   * stored as no value (null in answers), shown as nothing, and never filtered or ranked by.
   */
  readonly sensitive?: true;
}

/** The answer to a sensitive question that keeps it private; it satisfies the required rule. */
export const PREFER_NOT_TO_SAY = 'Prefer not to say';

/** The orders a list can be sorted in; `relevance` ranks search matches (title over description). */
export type ListingSortKey = 'created_at' | 'title' | 'price' | 'event_date' | 'relevance';

export interface ListingSectionSpec {
  /** The path under /api and in the frontend (`/marketplaces`), and the table suffix. */
  readonly slug: string;
  /** One item's OpenAPI name: MarketplaceDto, createMarketplace, getMarketplace… */
  readonly singular: string;
  /** The list's OpenAPI name: listMarketplaces, the `Marketplaces` tag (MarketplacesService). */
  readonly plural: string;
  /** The section's name on screen. */
  readonly label: string;
  /** What one item is called on screen ('item', 'job', 'event'…). */
  readonly noun: string;
  readonly fields: readonly ListingFieldSpec[];
  readonly sorts: readonly ListingSortKey[];
  /** Fields shown on a list's card under the title (its facts). */
  readonly summary: readonly string[];
  /** What the owner marks a finished listing as: sold (goods, homes), filled (jobs), closed (the rest). */
  readonly endStatus: 'sold' | 'filled' | 'closed';
  /** Whether an owner may mark it reserved (goods and homes; a job or an event is not reserved). */
  readonly reservable?: true;
  /** Days a listing stays up before it expires (the owner is reminded before, and can renew). */
  readonly expiresInDays: number;
  /** The most images a listing holds; the first is the cover. */
  readonly maxImages: number;
}

export { LISTING_SECTION_SLUGS, type ListingSectionSlug } from './section-slugs.js';

/** Where a listing is in its life. Only active and reserved listings are listed and searched. */
export const LISTING_STATUSES = ['active', 'reserved', 'sold', 'filled', 'closed', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** The statuses an owner may choose in some section (expired is the sweep's; renewing is choosing active). */
export const OWNER_STATUSES = ['active', 'reserved', 'sold', 'filled', 'closed'] as const;

/** The statuses an owner may choose in `section`: active, reserved where it makes sense, its end. */
export function ownerStatuses(section: Pick<ListingSectionSpec, 'endStatus' | 'reservable'>): ListingStatus[] {
  return ['active', ...(section.reservable ? (['reserved'] as const) : []), section.endStatus];
}
/** Statuses listed and searched by everyone. */
export const LISTED_STATUSES: readonly ListingStatus[] = ['active', 'reserved'];

/** Members are reminded this many days before a listing expires. */
export const EXPIRY_REMINDER_DAYS = 3;
/** The most saved searches one member keeps. */
export const MAX_SAVED_SEARCHES = 50;
/**
 * A search of a section answers at most this many listings: the first SEARCH_WINDOW matches in
 * the list's order (for relevance, the newest SEARCH_WINDOW matches, ranked), so its `total` is
 * capped at it too. Enough to page through; and a word found in 50,000 listings costs what a rare
 * one does, instead of ranking and counting every match before the page is cut.
 */
export const SEARCH_WINDOW = 200;
/** Short texts are at most this long; amounts at most MAX_AMOUNT. */
export const SHORT_TEXT_MAX = 255;
/**
 * Long texts (descriptions) are at most this many characters, whichever route writes them: at
 * four UTF-8 bytes a character at worst, that is the 64 KB a multipart field may carry
 * (MULTIPART_FIELD_MAX_BYTES).
 */
export const LONG_TEXT_MAX = 16_384;
export const MAX_AMOUNT = 99_999_999.99;
/** A listing's images: the most in one upload form, and the byte limit of each. */
export const LISTING_IMAGES_MAX = 10;
export const LISTING_IMAGE_MAX_MB = 10;

export const MARKETPLACE_CATEGORIES = [
  'Antiques & collectibles',
  'Baby & kids',
  'Bikes',
  'Books, music & films',
  'Cars & vehicles',
  'Clothing & accessories',
  'Electronics',
  'Furniture',
  'Garden & outdoors',
  'Home & kitchen',
  'Musical instruments',
  'Pet supplies',
  'Sports & leisure',
  'Toys & games',
  'Other',
] as const;
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Volunteer'] as const;
export const HOUSING_TYPES = ['Apartment', 'House', 'Condo', 'Townhouse', 'Studio', 'Room', 'Other'] as const;
export const EVENT_CATEGORIES = [
  'Music',
  'Arts & culture',
  'Food & drink',
  'Sports & fitness',
  'Family & kids',
  'Community',
  'Markets & fairs',
  'Talks & workshops',
  'Nightlife',
  'Other',
] as const;
export const GENDERS = ['Woman', 'Man', 'Non-binary', 'Other'] as const;
export const LOOKING_FOR = ['Friendship', 'Activity partner', 'Dating', 'Relationship', 'Networking'] as const;
export const HABITS = ['No', 'Occasionally', 'Yes'] as const;

// Fields several sections share.
const description = (label = 'Description'): ListingFieldSpec => ({
  name: 'description',
  label,
  kind: 'longtext',
  required: true,
  core: 'description',
  example: 'In good condition, pick-up in the evening.',
});
const text = (
  name: string,
  label: string,
  example: string,
  extra: Partial<ListingFieldSpec> = {},
): ListingFieldSpec => ({
  name,
  label,
  kind: 'text',
  required: true,
  example,
  ...extra,
});
const url = (required = false, name = 'url', label = 'Website'): ListingFieldSpec => ({
  name,
  label,
  kind: 'url',
  required,
  example: 'https://example.org',
});
const address = text('address', 'Address', '12 Harbour Street');
const cityStateZip = text('city_state_zip', 'City, state and ZIP', 'Portland, OR 97201', { core: 'location' });
const money = (name: string, label: string, required = true): ListingFieldSpec => ({
  name,
  label,
  kind: 'money',
  required,
  core: 'price',
  example: '25',
  help: '0 for free',
});

/** Every section, in the navigation's order. */
export const LISTING_SECTIONS = [
  {
    slug: 'marketplaces',
    singular: 'Marketplace',
    plural: 'Marketplaces',
    label: 'Marketplace',
    noun: 'item',
    fields: [
      text('name', 'What are you selling?', 'City bike, 54 cm frame', { core: 'title' }),
      {
        name: 'category',
        label: 'Category',
        kind: 'choice',
        required: true,
        core: 'category',
        choices: MARKETPLACE_CATEGORIES,
        enumName: 'MarketplaceCategory',
        example: 'Bikes',
      },
      money('price', 'Price'),
      text('location', 'Location', 'Lisbon, Alvalade', { core: 'location' }),
      text('contact_information', 'Contact information', 'Message me here, or call 555-0134'),
      text('shipping', 'Shipping', 'Local pick-up, or shipped for 10', { required: false, help: 'Optional' }),
      description(),
    ],
    sorts: ['created_at', 'price', 'title', 'relevance'],
    summary: ['price', 'category', 'location'],
    endStatus: 'sold',
    reservable: true,
    expiresInDays: 30,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'job_listings',
    singular: 'JobListing',
    plural: 'JobListings',
    label: 'Job listings',
    noun: 'job listing',
    fields: [
      text('title', 'Job title', 'Line cook', { core: 'title' }),
      {
        name: 'job_type',
        label: 'Job type',
        kind: 'choice',
        required: true,
        core: 'category',
        choices: JOB_TYPES,
        enumName: 'JobType',
        example: 'Full-time',
      },
      text('location', 'Location', 'Porto', { core: 'location' }),
      text('salary', 'Salary', '1,400 a month'),
      text('contact_information', 'Contact information', 'jobs@example.org'),
      url(true, 'company_url', 'Company website'),
      description('Job description'),
    ],
    sorts: ['created_at', 'title', 'relevance'],
    summary: ['job_type', 'salary', 'location'],
    endStatus: 'filled',
    expiresInDays: 30,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'travel_destinations',
    singular: 'TravelDestination',
    plural: 'TravelDestinations',
    label: 'Travel destinations',
    noun: 'destination',
    fields: [
      text('name', 'Destination', 'Sintra day trip', { core: 'title' }),
      address,
      cityStateZip,
      money('cost', 'Cost'),
      url(),
      description(),
    ],
    sorts: ['created_at', 'price', 'title', 'relevance'],
    summary: ['cost', 'city_state_zip'],
    endStatus: 'closed',
    expiresInDays: 180,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'charities',
    singular: 'Charity',
    plural: 'Charities',
    label: 'Charities',
    noun: 'charity',
    fields: [
      text('name', 'Charity', 'Food bank of the East Side', { core: 'title' }),
      address,
      cityStateZip,
      money('cost', 'Suggested donation'),
      url(),
      description(),
    ],
    sorts: ['created_at', 'price', 'title', 'relevance'],
    summary: ['cost', 'city_state_zip'],
    endStatus: 'closed',
    expiresInDays: 365,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'real_estates',
    singular: 'RealEstate',
    plural: 'RealEstates',
    label: 'Real estate',
    noun: 'property',
    fields: [
      text('name', 'Property', 'Two-bedroom flat with a balcony', { core: 'title' }),
      address,
      cityStateZip,
      text('phone', 'Phone', '555-0199'),
      url(),
      description(),
    ],
    sorts: ['created_at', 'title', 'relevance'],
    summary: ['city_state_zip', 'phone'],
    endStatus: 'sold',
    reservable: true,
    expiresInDays: 60,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'professional_listings',
    singular: 'ProfessionalListing',
    plural: 'ProfessionalListings',
    label: 'Professional listings',
    noun: 'listing',
    fields: [
      text('title', 'Title', 'Furnished studio near the university', { core: 'title' }),
      {
        name: 'housing_types',
        label: 'Housing type',
        kind: 'choice',
        required: true,
        core: 'category',
        choices: HOUSING_TYPES,
        enumName: 'HousingType',
        example: 'Studio',
      },
      money('price', 'Price'),
      text('city', 'City', 'Coimbra', { core: 'location' }),
      text('zip_code', 'ZIP code', '3000-001'),
      { name: 'number_of_bedrooms', label: 'Bedrooms', kind: 'integer', required: true, min: 0, max: 50, example: '1' },
      {
        name: 'number_of_bathrooms',
        label: 'Bathrooms',
        kind: 'integer',
        required: true,
        min: 0,
        max: 50,
        example: '1',
      },
      text('information', 'Information', 'Available from March, bills included'),
      description(),
    ],
    sorts: ['created_at', 'price', 'title', 'relevance'],
    summary: ['price', 'housing_types', 'city'],
    endStatus: 'closed',
    reservable: true,
    expiresInDays: 60,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'personals',
    singular: 'Personal',
    plural: 'Personals',
    label: 'Personals',
    noun: 'ad',
    fields: [
      text('service', 'Service', 'Dog walking', { core: 'title' }),
      text('individual_name', 'Your name', 'Maria Santos'),
      text('company_name', 'Company', 'Happy Paws'),
      cityStateZip,
      url(),
      description(),
    ],
    sorts: ['created_at', 'title', 'relevance'],
    summary: ['individual_name', 'city_state_zip'],
    endStatus: 'closed',
    expiresInDays: 30,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'friend_finders',
    singular: 'FriendFinder',
    plural: 'FriendFinders',
    label: 'Friend finders',
    noun: 'profile',
    fields: [
      text('title', 'Headline', 'New in town, up for hiking and board games', { core: 'title' }),
      text('location', 'Location', 'Braga', { core: 'location' }),
      {
        name: 'looking_for',
        label: 'Looking for',
        kind: 'choice',
        required: true,
        core: 'category',
        choices: LOOKING_FOR,
        enumName: 'LookingFor',
        example: 'Friendship',
      },
      { name: 'age', label: 'Age', kind: 'integer', required: true, min: 18, max: 120, example: '31' },
      {
        name: 'gender',
        label: 'Gender',
        kind: 'choice',
        required: true,
        choices: GENDERS,
        enumName: 'Gender',
        filter: true,
        example: 'Woman',
      },
      text('relationship_status', 'Relationship status', 'Single'),
      text('height', 'Height', '1.70 m', { sensitive: true }),
      text('kids', 'Kids', 'None', { sensitive: true }),
      text('religion', 'Religion', 'None', { sensitive: true }),
      text('ethnicity', 'Ethnicity', 'Mixed', { sensitive: true }),
      text('education_level', 'Education', "Master's degree"),
      text('sexual_orientation', 'Sexual orientation', 'Straight', { sensitive: true }),
      {
        name: 'smoker',
        label: 'Smoker',
        kind: 'choice',
        required: true,
        choices: HABITS,
        enumName: 'Habit',
        example: 'No',
      },
      {
        name: 'drinker',
        label: 'Drinker',
        kind: 'choice',
        required: true,
        choices: HABITS,
        enumName: 'Habit',
        example: 'Occasionally',
      },
      description('About me'),
    ],
    sorts: ['created_at', 'title', 'relevance'],
    summary: ['looking_for', 'age', 'location'],
    endStatus: 'closed',
    expiresInDays: 90,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'business_listings',
    singular: 'BusinessListing',
    plural: 'BusinessListings',
    label: 'Business listings',
    noun: 'business',
    fields: [
      text('business_name', 'Business name', 'Corner Bakery', { core: 'title', lengthMessage: 'description255' }),
      text('address', 'Address', '3 Market Square', { lengthMessage: 'description255' }),
      text('city_state_zip', 'City, state and ZIP', 'Austin, TX 78701', {
        core: 'location',
        lengthMessage: 'description255',
      }),
      text('services_offered', 'Services offered', 'Bread, pastries, catering', { lengthMessage: 'description255' }),
      text('phone_number', 'Phone number', '555-0101', { lengthMessage: 'description255' }),
      { ...url(), lengthMessage: 'description255' },
      {
        name: 'business_description',
        label: 'About the business',
        kind: 'longtext',
        required: false,
        core: 'description',
        example: 'Family bakery since 1982.',
      },
    ],
    sorts: ['created_at', 'title', 'relevance'],
    summary: ['services_offered', 'city_state_zip'],
    endStatus: 'closed',
    expiresInDays: 365,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'jobs',
    singular: 'Job',
    plural: 'Jobs',
    label: 'Jobs board',
    noun: 'job',
    fields: [
      text('title', 'Job title', 'Frontend developer', { core: 'title' }),
      text('company', 'Company', 'Acme Ltd'),
      text('location', 'Location', 'Remote (EU)', { core: 'location' }),
      {
        name: 'type',
        label: 'Type',
        kind: 'choice',
        required: true,
        core: 'category',
        choices: JOB_TYPES,
        enumName: 'JobType',
        example: 'Full-time',
      },
      text('salary', 'Salary range', '45,000–55,000 a year', { required: false, help: 'Optional' }),
      { ...url(false, 'apply_url', 'Apply at (web address)'), help: 'Optional: a web address or an email below' },
      {
        name: 'apply_email',
        label: 'Apply by email',
        kind: 'email',
        required: false,
        example: 'jobs@example.org',
        help: 'Optional',
      },
      description('Job description'),
    ],
    sorts: ['created_at', 'title', 'relevance'],
    summary: ['company', 'type', 'location'],
    endStatus: 'filled',
    expiresInDays: 30,
    maxImages: LISTING_IMAGES_MAX,
  },
  {
    slug: 'local_events',
    singular: 'LocalEvent',
    plural: 'LocalEvents',
    label: 'Local events',
    noun: 'event',
    fields: [
      text('name', 'Event', 'Riverside jazz night', { core: 'title' }),
      {
        name: 'category',
        label: 'Category',
        kind: 'choice',
        required: true,
        core: 'category',
        choices: EVENT_CATEGORIES,
        enumName: 'EventCategory',
        example: 'Music',
      },
      {
        name: 'event_date',
        label: 'Date and time',
        kind: 'datetime',
        required: true,
        example: '2026-12-12T19:30',
        help: 'YYYY-MM-DD or YYYY-MM-DDTHH:mm',
      },
      address,
      cityStateZip,
      money('cost', 'Cost'),
      url(),
      description(),
    ],
    sorts: ['event_date', 'created_at', 'price', 'title', 'relevance'],
    summary: ['event_date', 'cost', 'city_state_zip'],
    endStatus: 'closed',
    expiresInDays: 90,
    maxImages: LISTING_IMAGES_MAX,
  },
] as const satisfies readonly (ListingSectionSpec & { slug: ListingSectionSlug })[];

/** A section's declaration by its path name. */
export function listingSection(slug: ListingSectionSlug): ListingSectionSpec {
  return LISTING_SECTIONS.find((s) => s.slug === slug)!;
}

/** The field stored in core column `column`, if the section has one. */
export function coreField(section: ListingSectionSpec, column: ListingCoreColumn): ListingFieldSpec | undefined {
  return section.fields.find((f) => f.core === column);
}

/**
 * Whether a section's listings carry an amount (a price or a cost) and so a `currency`: an ISO 4217
 * code, the operator's DEFAULT_CURRENCY unless the form gives one. Amounts are compared only within
 * a currency (a price filter reads each listing in its own; there are no exchange rates).
 */
export function hasPrice(section: ListingSectionSpec): boolean {
  return section.fields.some((f) => f.core === 'price');
}

/** The field that names a listing (its title on cards and in search). */
export function titleField(section: ListingSectionSpec): ListingFieldSpec {
  return coreField(section, 'title')!;
}

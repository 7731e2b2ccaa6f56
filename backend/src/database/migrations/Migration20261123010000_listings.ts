import { Migration } from '@mikro-orm/migrations';

/**
 * The listing sections (marketplaces, job listings, … the jobs board and local events): one core
 * `listings` table with what every section has (owner, title, description, category, location,
 * price, status and expiry, a weighted accent-free tsvector for search), the images, the words a
 * search may be a typo of, saved searches, and one detail table per section with the CHECKs of
 * its declaration (modules/listings/sections.ts). SECTION_STATEMENTS is what listing-schema.ts
 * generates from that declaration; its spec fails when they differ.
 */
export const SECTION_STATEMENTS: readonly string[] = [
  `create table listing_marketplaces (
  listing_id integer primary key references listings (id) on delete cascade,
  contact_information varchar(255) not null check (char_length(contact_information) between 1 and 255),
  shipping varchar(255) check (char_length(shipping) between 1 and 255)
);`,
  `alter table listings add constraint listings_marketplaces_check check (section <> 'marketplaces' or (category is not null and category in ('Antiques & collectibles', 'Baby & kids', 'Bikes', 'Books, music & films', 'Cars & vehicles', 'Clothing & accessories', 'Electronics', 'Furniture', 'Garden & outdoors', 'Home & kitchen', 'Musical instruments', 'Pet supplies', 'Sports & leisure', 'Toys & games', 'Other') and price is not null and price between 0 and 99999999.99 and location is not null and char_length(location) between 1 and 255 and description is not null and char_length(description) >= 1));`,
  `create trigger listings_marketplaces_forget_notifications after delete on listings for each row when (old.section = 'marketplaces') execute function notifications_forget_subject('marketplaces');`,
  `create table listing_job_listings (
  listing_id integer primary key references listings (id) on delete cascade,
  salary varchar(255) not null check (char_length(salary) between 1 and 255),
  contact_information varchar(255) not null check (char_length(contact_information) between 1 and 255),
  company_url varchar(255) not null check (char_length(company_url) between 1 and 255)
);`,
  `alter table listings add constraint listings_job_listings_check check (section <> 'job_listings' or (category is not null and category in ('Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Volunteer') and location is not null and char_length(location) between 1 and 255 and description is not null and char_length(description) >= 1));`,
  `create trigger listings_job_listings_forget_notifications after delete on listings for each row when (old.section = 'job_listings') execute function notifications_forget_subject('job_listings');`,
  `create table listing_travel_destinations (
  listing_id integer primary key references listings (id) on delete cascade,
  address varchar(255) not null check (char_length(address) between 1 and 255),
  url varchar(255) check (char_length(url) between 1 and 255)
);`,
  `alter table listings add constraint listings_travel_destinations_check check (section <> 'travel_destinations' or (location is not null and char_length(location) between 1 and 255 and price is not null and price between 0 and 99999999.99 and description is not null and char_length(description) >= 1));`,
  `create trigger listings_travel_destinations_forget_notifications after delete on listings for each row when (old.section = 'travel_destinations') execute function notifications_forget_subject('travel_destinations');`,
  `create table listing_charities (
  listing_id integer primary key references listings (id) on delete cascade,
  address varchar(255) not null check (char_length(address) between 1 and 255),
  url varchar(255) check (char_length(url) between 1 and 255)
);`,
  `alter table listings add constraint listings_charities_check check (section <> 'charities' or (location is not null and char_length(location) between 1 and 255 and price is not null and price between 0 and 99999999.99 and description is not null and char_length(description) >= 1));`,
  `create trigger listings_charities_forget_notifications after delete on listings for each row when (old.section = 'charities') execute function notifications_forget_subject('charities');`,
  `create table listing_real_estates (
  listing_id integer primary key references listings (id) on delete cascade,
  address varchar(255) not null check (char_length(address) between 1 and 255),
  phone varchar(255) not null check (char_length(phone) between 1 and 255),
  url varchar(255) check (char_length(url) between 1 and 255)
);`,
  `alter table listings add constraint listings_real_estates_check check (section <> 'real_estates' or (location is not null and char_length(location) between 1 and 255 and description is not null and char_length(description) >= 1));`,
  `create trigger listings_real_estates_forget_notifications after delete on listings for each row when (old.section = 'real_estates') execute function notifications_forget_subject('real_estates');`,
  `create table listing_professional_listings (
  listing_id integer primary key references listings (id) on delete cascade,
  zip_code varchar(255) not null check (char_length(zip_code) between 1 and 255),
  number_of_bedrooms integer not null check (number_of_bedrooms between 0 and 50),
  number_of_bathrooms integer not null check (number_of_bathrooms between 0 and 50),
  information varchar(255) not null check (char_length(information) between 1 and 255)
);`,
  `alter table listings add constraint listings_professional_listings_check check (section <> 'professional_listings' or (category is not null and category in ('Apartment', 'House', 'Condo', 'Townhouse', 'Studio', 'Room', 'Other') and price is not null and price between 0 and 99999999.99 and location is not null and char_length(location) between 1 and 255 and description is not null and char_length(description) >= 1));`,
  `create trigger listings_professional_listings_forget_notifications after delete on listings for each row when (old.section = 'professional_listings') execute function notifications_forget_subject('professional_listings');`,
  `create table listing_personals (
  listing_id integer primary key references listings (id) on delete cascade,
  individual_name varchar(255) not null check (char_length(individual_name) between 1 and 255),
  company_name varchar(255) not null check (char_length(company_name) between 1 and 255),
  url varchar(255) check (char_length(url) between 1 and 255)
);`,
  `alter table listings add constraint listings_personals_check check (section <> 'personals' or (location is not null and char_length(location) between 1 and 255 and description is not null and char_length(description) >= 1));`,
  `create trigger listings_personals_forget_notifications after delete on listings for each row when (old.section = 'personals') execute function notifications_forget_subject('personals');`,
  `create table listing_friend_finders (
  listing_id integer primary key references listings (id) on delete cascade,
  age integer not null check (age between 18 and 120),
  gender varchar(255) not null check (gender in ('Woman', 'Man', 'Non-binary', 'Other')),
  relationship_status varchar(255) not null check (char_length(relationship_status) between 1 and 255),
  height varchar(255) not null check (char_length(height) between 1 and 255),
  kids varchar(255) not null check (char_length(kids) between 1 and 255),
  religion varchar(255) not null check (char_length(religion) between 1 and 255),
  ethnicity varchar(255) not null check (char_length(ethnicity) between 1 and 255),
  education_level varchar(255) not null check (char_length(education_level) between 1 and 255),
  sexual_orientation varchar(255) not null check (char_length(sexual_orientation) between 1 and 255),
  smoker varchar(255) not null check (smoker in ('No', 'Occasionally', 'Yes')),
  drinker varchar(255) not null check (drinker in ('No', 'Occasionally', 'Yes'))
);`,
  `alter table listings add constraint listings_friend_finders_check check (section <> 'friend_finders' or (location is not null and char_length(location) between 1 and 255 and category is not null and category in ('Friendship', 'Activity partner', 'Dating', 'Relationship', 'Networking') and description is not null and char_length(description) >= 1));`,
  `create trigger listings_friend_finders_forget_notifications after delete on listings for each row when (old.section = 'friend_finders') execute function notifications_forget_subject('friend_finders');`,
  `create table listing_business_listings (
  listing_id integer primary key references listings (id) on delete cascade,
  address varchar(255) not null check (char_length(address) between 1 and 255),
  services_offered varchar(255) not null check (char_length(services_offered) between 1 and 255),
  phone_number varchar(255) not null check (char_length(phone_number) between 1 and 255),
  url varchar(255) check (char_length(url) between 1 and 255)
);`,
  `alter table listings add constraint listings_business_listings_check check (section <> 'business_listings' or (location is not null and char_length(location) between 1 and 255));`,
  `create trigger listings_business_listings_forget_notifications after delete on listings for each row when (old.section = 'business_listings') execute function notifications_forget_subject('business_listings');`,
  `create table listing_jobs (
  listing_id integer primary key references listings (id) on delete cascade,
  company varchar(255) not null check (char_length(company) between 1 and 255),
  salary varchar(255) check (char_length(salary) between 1 and 255),
  apply_url varchar(255) check (char_length(apply_url) between 1 and 255),
  apply_email varchar(255) check (char_length(apply_email) between 1 and 255)
);`,
  `alter table listings add constraint listings_jobs_check check (section <> 'jobs' or (location is not null and char_length(location) between 1 and 255 and category is not null and category in ('Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Volunteer') and description is not null and char_length(description) >= 1));`,
  `create trigger listings_jobs_forget_notifications after delete on listings for each row when (old.section = 'jobs') execute function notifications_forget_subject('jobs');`,
  `create table listing_local_events (
  listing_id integer primary key references listings (id) on delete cascade,
  event_date timestamptz not null,
  address varchar(255) not null check (char_length(address) between 1 and 255),
  url varchar(255) check (char_length(url) between 1 and 255)
);`,
  `alter table listings add constraint listings_local_events_check check (section <> 'local_events' or (category is not null and category in ('Music', 'Arts & culture', 'Food & drink', 'Sports & fitness', 'Family & kids', 'Community', 'Markets & fairs', 'Talks & workshops', 'Nightlife', 'Other') and location is not null and char_length(location) between 1 and 255 and price is not null and price between 0 and 99999999.99 and description is not null and char_length(description) >= 1));`,
  `create trigger listings_local_events_forget_notifications after delete on listings for each row when (old.section = 'local_events') execute function notifications_forget_subject('local_events');`,
];

export class Migration20261123010000_listings extends Migration {
  override up(): void {
    this.addSql('create extension if not exists fuzzystrmatch;');
    this.addSql(`
      create table listings (
        id serial primary key,
        section varchar(32) not null check (section in ('marketplaces', 'job_listings', 'travel_destinations', 'charities', 'real_estates', 'professional_listings', 'personals', 'friend_finders', 'business_listings', 'jobs', 'local_events')),
        user_id integer not null references users (id) on delete cascade,
        title varchar(255) not null check (char_length(title) between 1 and 255),
        description text not null default '',
        category varchar(255),
        location varchar(255),
        price numeric(10,2) check (price between 0 and 99999999.99),
        status varchar(16) not null default 'active' check (status in ('active', 'reserved', 'sold', 'closed', 'expired')),
        expires_at timestamptz not null,
        reminded_at timestamptz,
        hidden_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search_vector tsvector generated always as (
          setweight(to_tsvector('simple'::regconfig, immutable_unaccent(lower(title))), 'A') ||
          setweight(to_tsvector('simple'::regconfig, immutable_unaccent(lower(left(description, 20000)))), 'B')
        ) stored
      );`);
    this.addSql('create index listings_search_index on listings using gin (search_vector);');
    this.addSql("create index listings_location_trgm on listings using gin (immutable_unaccent(lower(location)) gin_trgm_ops);");
    this.addSql("create index listings_listed_newest on listings (section, created_at desc, id desc) where status in ('active', 'reserved') and hidden_at is null;");
    this.addSql("create index listings_listed_price on listings (section, price, id) where status in ('active', 'reserved') and hidden_at is null;");
    this.addSql("create index listings_listed_title on listings (section, title, id) where status in ('active', 'reserved') and hidden_at is null;");
    this.addSql('create index listings_owner_index on listings (user_id, created_at desc);');
    this.addSql("create index listings_expiry_index on listings (expires_at) where status = 'active';");
    this.addSql(`
      create table listing_images (
        id serial primary key,
        listing_id integer not null references listings (id) on delete cascade,
        file varchar(64) not null,
        position smallint not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index listing_images_listing_index on listing_images (listing_id, position, id);');
    // The words of titles and descriptions: a search word that is none of them may be one typo away from one.
    this.addSql('create table listing_words (word text primary key);');
    this.addSql('create index listing_words_reverse on listing_words (reverse(word) text_pattern_ops);');
    this.addSql('create index listing_words_prefix on listing_words (word text_pattern_ops);');
    this.addSql(`
      create function listing_words_collect() returns trigger language plpgsql as $$
      begin
        insert into listing_words (word)
        select w from unnest(tsvector_to_array(new.search_vector)) w
        where char_length(w) between 4 and 40 and w ~ '^[[:alnum:]]+$'
        on conflict do nothing;
        return null;
      end $$;`);
    this.addSql('create trigger listings_collect_words after insert or update of title, description on listings for each row execute function listing_words_collect();');
    // One typo: an insertion, a deletion, a substitution, or two neighbours swapped.
    this.addSql(`
      create function one_typo_apart(a text, b text) returns boolean language sql immutable parallel safe strict as $$
        select levenshtein_less_equal(a, b, 1) <= 1
          or (char_length(a) = char_length(b) and exists (
            select 1 from generate_series(1, char_length(a) - 1) i
            where overlay(a placing substr(a, i + 1, 1) || substr(a, i, 1) from i for 2) = b))
      $$;`);
    this.addSql(`
      create table saved_searches (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        section varchar(32) not null check (section in ('marketplaces', 'job_listings', 'travel_destinations', 'charities', 'real_estates', 'professional_listings', 'personals', 'friend_finders', 'business_listings', 'jobs', 'local_events')),
        search varchar(255),
        words text[] not null default '{}',
        category varchar(255),
        location varchar(255),
        price_min numeric(10,2),
        price_max numeric(10,2),
        filters jsonb not null default '{}',
        created_at timestamptz not null default now(),
        constraint saved_searches_unique unique nulls not distinct (user_id, section, search, category, location, price_min, price_max, filters)
      );`);
    this.addSql('create index saved_searches_section_index on saved_searches (section);');
    for (const statement of SECTION_STATEMENTS) {
      this.addSql(statement);
    }
    // A reminder about one's own listing is a notification whose actor is its recipient; the
    // notification rules (the domains' notification declarations, `self`) say which types may be.
    this.addSql('alter table notifications drop constraint if exists notifications_check;');
  }

  override down(): void {
    this.addSql("delete from notifications where type in ('ListingMatch', 'ListingExpiring');");
    this.addSql('alter table notifications add constraint notifications_check check (user_id <> actor_id);');
    this.addSql('drop table if exists saved_searches;');
    for (const slug of ['marketplaces', 'job_listings', 'travel_destinations', 'charities', 'real_estates', 'professional_listings', 'personals', 'friend_finders', 'business_listings', 'jobs', 'local_events']) {
      this.addSql(`drop table if exists listing_${slug};`);
    }
    this.addSql('drop table if exists listing_images;');
    this.addSql('drop table if exists listings;');
    this.addSql('drop function if exists listing_words_collect();');
    this.addSql('drop function if exists one_typo_apart(text, text);');
    this.addSql('drop table if exists listing_words;');
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { DemoSeed } from '../../common/demo/demo-seed';
import { sqlOne } from '../../database/sql';
import { listingColumns } from './listing-values';
import { ListingsRepository } from './listings.repository';
import { LISTING_SECTIONS, titleField, type ListingSectionSlug, type ListingSectionSpec } from './sections';

/** Two listings per section for the demo: a title each; every other field is its declared example. */
const DEMO_TITLES: Record<ListingSectionSlug, [string, string]> = {
  marketplaces: ['City bike, 54 cm frame', 'Oak dining table for six'],
  job_listings: ['Line cook', 'Part-time bookkeeper'],
  travel_destinations: ['Sintra day trip', 'Douro valley by train'],
  charities: ['Food bank of the East Side', 'Animal shelter volunteers'],
  real_estates: ['Two-bedroom flat with a balcony', 'Studio near the river'],
  professional_listings: ['Furnished studio near the university', 'Family house with a garden'],
  personals: ['Dog walking', 'Piano lessons for beginners'],
  friend_finders: ['New in town, up for hiking and board games', 'Looking for a running buddy'],
  business_listings: ['Corner Bakery', 'Bike repair shop'],
  jobs: ['Frontend developer', 'Weekend barista'],
  local_events: ['Riverside jazz night', 'Saturday farmers market'],
};

/**
 * Listings for the demo accounts: two in every section (Ana's, Sam's or Noor's), so each section
 * a newcomer opens has something in it. Runs only when the demo members exist and have none yet.
 */
export const seedDemoListings: DemoSeed = async ({ em, members, say }) => {
  const { ana, sam, noor } = await members();
  const owners = [ana?.id, sam?.id, noor?.id];
  if (owners.some((id) => id === undefined) || (await sqlOne(em, 'select 1 from listings where user_id = any(array[?, ?, ?]::int[])', owners))) {
    return;
  }
  const listings = new ListingsRepository(em);
  await em.transactional(async (tx) => {
    let n = 0;
    for (const section of LISTING_SECTIONS as readonly (ListingSectionSpec & { slug: ListingSectionSlug })[]) {
      for (const title of DEMO_TITLES[section.slug]) {
        const named = titleField(section).name;
        const values = Object.fromEntries(section.fields.map((f) => [f.name, f.name === named ? title : f.example]));
        const { core, details } = listingColumns(section, values);
        await listings.insert(tx as EntityManager, section, owners[n++ % owners.length]!, core, details, []);
      }
    }
  });
  say('Demo listings: two in every section.');
};

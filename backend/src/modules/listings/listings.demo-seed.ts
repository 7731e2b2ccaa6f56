import type { EntityManager } from '@mikro-orm/postgresql';
import { nextWeekday, type DemoSeed } from '../../common/demo/demo-seed';
import { demoScene } from '../../common/demo/photos';
import { ImageStore } from '../../common/uploads/images';
import { sqlOne } from '../../database/sql';
import { listingColumns } from './listing-values';
import { LISTING_IMAGE } from './listings.service';
import { ListingsRepository } from './listings.repository';
import { LISTING_SECTIONS, type ListingSectionSlug, type ListingSectionSpec } from './sections';

/** A section's values for one demo listing (every field of the section; datetime ones may be functions of now). */
type DemoValues = Record<string, string | (() => string)>;

/** A local date and time as the forms send it (`2026-12-12T19:30`), for the next `weekday` at `hour`. */
const next = (weekday: number, hour: number) => () => nextWeekday(weekday, hour).slice(0, 16);

/** Two listings per section, each with values of its own, so the demo reads like a real community. */
const DEMO_LISTINGS: Record<ListingSectionSlug, [DemoValues, DemoValues]> = {
  marketplaces: [
    { name: 'City bike, 54 cm frame', category: 'Bikes', price: '180', location: 'Porto, Bonfim', contact_information: 'Message me here', shipping: 'Pick-up only', description: 'Steel frame, 8 gears, new tyres last spring. Test ride welcome on weekends.' },
    { name: 'Oak dining table for six', category: 'Furniture', price: '240', location: 'Lisbon, Alvalade', contact_information: 'Message me here, or call 555-0134', shipping: 'Pick-up, or delivered in Lisbon for 20', description: 'Solid oak, 180 × 90 cm, a few marks on one corner. Chairs not included.' },
  ],
  job_listings: [
    { title: 'Line cook', job_type: 'Full-time', location: 'Porto', salary: '1,400 a month', contact_information: 'kitchen@tasca-da-ribeira.example', company_url: 'https://tasca-da-ribeira.example', description: 'Busy riverside tasca looking for a cook with two years of experience. Evenings, five days a week.' },
    { title: 'Part-time bookkeeper', job_type: 'Part-time', location: 'Braga', salary: '15 an hour', contact_information: 'office@livraria-central.example', company_url: 'https://livraria-central.example', description: 'Two mornings a week for an independent bookshop: invoices, payroll and the monthly VAT return.' },
  ],
  travel_destinations: [
    { name: 'Sintra day trip', address: 'Rossio station, platform 3', city_state_zip: 'Lisbon 1100-200', cost: '12', url: 'https://www.cp.pt', description: 'Forty minutes by train from Rossio. Go early for the Pena palace, and take the 434 bus up the hill.' },
    { name: 'Douro valley by train', address: 'São Bento station', city_state_zip: 'Porto 4000-069', cost: '28', url: 'https://www.cp.pt', description: 'The line to Pocinho follows the river for two hours: sit on the right-hand side.' },
  ],
  charities: [
    { name: 'Food bank of the East Side', address: '14 Rua do Heroísmo', city_state_zip: 'Porto 4300-256', cost: '0', url: 'https://foodbank-east.example', description: 'We sort and deliver food parcels every Saturday morning. Volunteers and donations of tins welcome.' },
    { name: 'Animal shelter volunteers', address: 'Quinta do Monte', city_state_zip: 'Braga 4700-010', cost: '0', url: 'https://shelter-braga.example', description: 'Walk a dog, clean a kennel, or foster a cat for a few weeks. Training on your first visit.' },
  ],
  real_estates: [
    { name: 'Two-bedroom flat with a balcony', address: '27 Rua de Cedofeita', city_state_zip: 'Porto 4050-180', phone: '555-0199', url: 'https://casas-porto.example', description: 'Third floor with a lift, south-facing balcony, renovated kitchen. 950 a month.' },
    { name: 'Studio near the river', address: '5 Cais do Sodré', city_state_zip: 'Lisbon 1200-450', phone: '555-0177', url: 'https://casas-lisboa.example', description: 'Bright studio two minutes from the ferry. Furnished, bills included. 780 a month.' },
  ],
  professional_listings: [
    { title: 'Furnished studio near the university', housing_types: 'Studio', price: '450', city: 'Coimbra', zip_code: '3000-001', number_of_bedrooms: '1', number_of_bathrooms: '1', information: 'Available from March, bills included', description: 'Quiet street, ten minutes on foot to the faculties. Suits a researcher or a student.' },
    { title: 'Family house with a garden', housing_types: 'House', price: '1150', city: 'Braga', zip_code: '4710-057', number_of_bedrooms: '3', number_of_bathrooms: '2', information: 'Long lease preferred; pets welcome', description: 'Three bedrooms, a garden with a lemon tree, a garage and a school at the end of the street.' },
  ],
  personals: [
    { service: 'Dog walking', individual_name: 'Maria Santos', company_name: 'Happy Paws', city_state_zip: 'Porto 4000-100', url: 'https://happy-paws.example', description: 'Hour-long walks in the park, weekday mornings and afternoons. Small groups only.' },
    { service: 'Piano lessons for beginners', individual_name: 'Rui Carvalho', company_name: 'Rui Carvalho Music', city_state_zip: 'Lisbon 1150-020', url: 'https://rui-music.example', description: 'Children and adults, at my studio or at your home. The first lesson is free.' },
  ],
  friend_finders: [
    { title: 'New in town, up for hiking and board games', location: 'Braga', looking_for: 'Friendship', age: '31', gender: 'Woman', relationship_status: 'Single', height: '1.68 m', kids: 'None', religion: 'None', ethnicity: 'Mixed', education_level: "Master's degree", sexual_orientation: 'Straight', smoker: 'No', drinker: 'Occasionally', description: 'Moved here for work in September. Weekend hikes in Gerês, or a game of Catan on a rainy evening?' },
    { title: 'Looking for a running buddy', location: 'Porto', looking_for: 'Activity partner', age: '38', gender: 'Man', relationship_status: 'Married', height: '1.80 m', kids: 'Two', religion: 'Catholic', ethnicity: 'White', education_level: "Bachelor's degree", sexual_orientation: 'Straight', smoker: 'No', drinker: 'No', description: 'Easy 8–10 km along the river, Tuesday and Thursday at 7 am, about 5:45 a kilometre.' },
  ],
  business_listings: [
    { business_name: 'Corner Bakery', address: '3 Praça do Mercado', city_state_zip: 'Porto 4000-322', services_offered: 'Bread, pastries, catering', phone_number: '555-0101', url: 'https://corner-bakery.example', business_description: 'Family bakery since 1982: sourdough from 7 am, custard tarts all day.' },
    { business_name: 'Bike repair shop', address: '48 Rua Direita', city_state_zip: 'Braga 4700-446', services_offered: 'Repairs, servicing, second-hand bikes', phone_number: '555-0144', url: 'https://bike-repair.example', business_description: 'Punctures fixed while you wait; a full service in a day. We buy and sell used bikes.' },
  ],
  jobs: [
    { title: 'Frontend developer', company: 'Acme Ltd', location: 'Remote (EU)', type: 'Full-time', salary: '45,000–55,000 a year', apply_url: 'https://acme.example/jobs/frontend', apply_email: 'jobs@acme.example', description: 'React and TypeScript on a product used by thousands of small shops. Two office days a quarter in Lisbon.' },
    { title: 'Weekend barista', company: 'Café Aurora', location: 'Porto, Ribeira', type: 'Part-time', salary: '8 an hour', apply_url: 'https://cafe-aurora.example', apply_email: 'hello@cafe-aurora.example', description: 'Saturdays and Sundays, 8 am to 4 pm. Latte art a plus; we will teach you the rest.' },
  ],
  local_events: [
    { name: 'Riverside jazz night', category: 'Music', event_date: next(5, 21), address: 'Cais da Ribeira', city_state_zip: 'Porto 4050-510', cost: '10', url: 'https://jazz-ribeira.example', description: 'A quartet by the water every Friday night. Bring a jacket: the river breeze is cold after dark.' },
    { name: 'Saturday farmers market', category: 'Markets & fairs', event_date: next(6, 8), address: 'Praça da República', city_state_zip: 'Braga 4710-305', cost: '0', url: 'https://mercado-braga.example', description: 'Growers from the Minho valley: vegetables, cheese, honey and bread, from 8 am until noon.' },
  ],
};

const valueOf = (value: string | (() => string)) => (typeof value === 'function' ? value() : value);

/**
 * Listings for the demo accounts: two in every section (Ana's, Sam's or Noor's), so each section
 * a newcomer opens has something in it. Runs only when the demo members exist and have none yet.
 */
export const seedDemoListings: DemoSeed = async ({ app, em, members, say }) => {
  const { ana, sam, noor } = await members();
  const owners = [ana?.id, sam?.id, noor?.id];
  if (owners.some((id) => id === undefined) || (await sqlOne(em, 'select 1 from listings where user_id = any(array[?, ?, ?]::int[])', owners))) {
    return;
  }
  const listings = new ListingsRepository(em);
  const images = app.get(ImageStore);
  // One drawn photo per listing, stored before the transaction as an upload's are.
  const photos: string[][] = [];
  for (let n = 0; n < LISTING_SECTIONS.length * 2; n += 1) {
    photos.push([await images.save(await demoScene(100 + n), LISTING_IMAGE)]);
  }
  await em.transactional(async (tx) => {
    let n = 0;
    for (const section of LISTING_SECTIONS as readonly (ListingSectionSpec & { slug: ListingSectionSlug })[]) {
      for (const demo of DEMO_LISTINGS[section.slug]) {
        const values = Object.fromEntries(section.fields.map((f) => [f.name, valueOf(demo[f.name] ?? f.example)]));
        const { core, details } = listingColumns(section, values);
        await listings.insert(tx as EntityManager, section, owners[n % owners.length]!, core, details, photos[n]!);
        n += 1;
      }
    }
  });
  say('Demo listings: two in every section.');
};

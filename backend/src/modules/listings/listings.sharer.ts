import { tableSharer } from '../../common/sharing/page-previews';
import { LISTED_STATUSES, LISTING_SECTIONS } from './sections';

/** A section's listed listings (what visitors browse): their pages' previews and sitemap entries. */
export const ListingsSharer = tableSharer(
  LISTING_SECTIONS.map((section) => ({
    prefix: `/${section.slug}/`,
    from: 'listings x',
    visible: `x.section = '${section.slug}' and x.status in (${LISTED_STATUSES.map((s) => `'${s}'`).join(', ')}) and x.expires_at > now() and x.hidden_at is null`,
    title: 'x.title',
    description: "left(regexp_replace(x.description, '\\s+', ' ', 'g'), 200)",
    image: "(select '/storage/listings/' || li.file from listing_images li where li.listing_id = x.id order by li.position, li.id limit 1)",
    price: 'x.price',
    currency: 'x.currency',
  })),
);

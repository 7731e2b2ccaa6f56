import { excerptSql, partitionedSearcher } from '../../common/search/searcher';
import { notBlockedAmong } from '../../common/sql/fragments';
import { LISTED_STATUSES, LISTING_SECTIONS } from './sections';

/** SQL: listing `x` is in its section's lists for the viewer `me`: listed (not sold, closed or expired), not hidden, not a block's. */
const LISTED = `x.status in (${LISTED_STATUSES.map((s) => `'${s}'`).join(', ')}) and x.expires_at > now()
   and x.hidden_at is null and ${notBlockedAmong('me.id', 'x.user_id')}`;

/** Every listing section in site search, one type each, as the section's lists show them (to visitors too), in one query. */
export const ListingsSearcher = partitionedSearcher(
  LISTING_SECTIONS.map((section) => ({ type: section.slug, label: section.label })),
  {
    from: 'listings x',
    by: 'x.section',
    visible: LISTED,
    title: 'x.title',
    excerpt: excerptSql('x.description'),
    image: "(select '/storage/listings/thumbs/' || li.file from listing_images li where li.listing_id = x.id order by li.position, li.id limit 1)",
    path: "'/' || x.section || '/' || x.id",
    detail: 'x.location',
    price: 'x.price',
    currency: 'x.currency',
    // A section's listed listings, newest first, are an index (listings_listed_newest): an empty
    // section answers at once, a busy one stops at the window.
    newest: 'x.created_at desc, x.id desc',
  },
);

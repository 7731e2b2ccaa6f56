import { contentSubject, type ModerationSubject } from '../../common/moderation/moderation-subject';
import { detailTable } from './listing-schema';
import { LISTING_IMAGE } from './listings.service';
import { hasPrice, LISTED_STATUSES, LISTING_SECTIONS } from './sections';

/**
 * One subject per section, named by its path (`marketplaces`, `jobs`…) as notifications name a
 * listing. Others may report a listing while it is listed; a removal keeps its details and image
 * names in the audit log and deletes the image files.
 */
export const LISTING_SUBJECTS: readonly ModerationSubject[] = LISTING_SECTIONS.map((section) =>
  contentSubject({
    type: section.slug,
    group: 'listings',
    label: `${section.noun[0].toUpperCase()}${section.noun.slice(1)} in ${section.label}`,
    plural: section.label,
    table: 'listings',
    scope: `s.section = '${section.slug}'`,
    author: 'user_id',
    preview: `s.title || ': ' || left(s.description, 280)`,
    media: `(select '/storage/listings/thumbs/' || i.file from listing_images i where i.listing_id = s.id order by i.position, i.id limit 1)`,
    ...(hasPrice(section) && { price: 's.price', currency: 's.currency' }),
    visible: `s.status in (${LISTED_STATUSES.map((status) => `'${status}'`).join(', ')})`,
    images: [{ column: 'images', kind: LISTING_IMAGE }],
    deleteSql: `delete from listings s where s.id = ? and s.section = '${section.slug}'
      returning to_jsonb(s) - 'search_vector' || jsonb_build_object(
        'details', (select to_jsonb(d) - 'listing_id' from ${detailTable(section)} d where d.listing_id = s.id),
        'images', (select coalesce(jsonb_agg(i.file order by i.position, i.id), '[]'::jsonb) from listing_images i where i.listing_id = s.id)
      ) as snapshot`,
  }),
);

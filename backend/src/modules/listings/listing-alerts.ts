import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/outbox/domain-events';
import { blockedEither } from '../../common/sql/fragments';
import { sql } from '../../database/sql';
import { detailTable } from './listing-schema';
import { listingSection, type ListingSectionSlug } from './sections';

/** SQL: `text` with LIKE's wildcards escaped (saved locations are matched as typed). */
const likeEscaped = (text: string) => `replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * Saved-search alerts: when a listing is published, every member with a saved search it matches
 * (its section, words, category, location, price range and other filters) hears of it once,
 * through `listing.matched` (the notifications domain turns it into a ListingMatch). Owners are
 * not told of their own listings, nor members of those of members a block stands between.
 */
@Injectable()
export class ListingAlerts implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.on('listing.published', ({ listingId, section }) => this.announce(listingId, section as ListingSectionSlug));
  }

  /** The members whose saved searches match listing `listingId`, one saved search each. */
  async matches(listingId: number, slug: ListingSectionSlug): Promise<{ user_id: number; saved_search_id: number; owner_id: number; title: string }[]> {
    const section = listingSection(slug);
    return sql(
      this.em.fork(),
      `select distinct on (s.user_id) s.user_id, s.id as saved_search_id, l.user_id as owner_id, l.title
       from listings l
       join ${detailTable(section)} d on d.listing_id = l.id
       join saved_searches s on s.section = l.section
       where l.id = ? and l.section = ? and l.status = 'active' and l.hidden_at is null and s.user_id <> l.user_id
         and (s.category is null or s.category = l.category)
         and (s.location is null or immutable_unaccent(lower(l.location)) like '%' || immutable_unaccent(lower(${likeEscaped('s.location')})) || '%')
         and (s.price_min is null or l.price >= s.price_min)
         and (s.price_max is null or l.price <= s.price_max)
         and s.filters <@ to_jsonb(d)
         and (cardinality(s.words) = 0 or l.search_vector @@ to_tsquery('simple',
           (select string_agg(regexp_replace(immutable_unaccent(w), '[^[:alnum:]]', '', 'g') || ':*', ' & ') from unnest(s.words) w)))
         and not ${blockedEither('s.user_id', 'l.user_id')}
       order by s.user_id, s.id`,
      [listingId, slug],
    );
  }

  /** Records one `listing.matched` per member, in one transaction (delivered again, it notifies nobody twice). */
  private async announce(listingId: number, slug: ListingSectionSlug): Promise<void> {
    const matches = await this.matches(listingId, slug);
    if (!matches.length) {
      return;
    }
    await this.em.fork().transactional(async (tx) => {
      for (const match of matches) {
        await this.events.record(tx, 'listing.matched', {
          listingId,
          section: slug,
          ownerId: match.owner_id,
          userId: match.user_id,
          savedSearchId: match.saved_search_id,
          title: match.title,
        });
      }
    });
  }
}

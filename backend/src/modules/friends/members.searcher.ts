import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { groupOf, type Searcher, type SearchGroupRows, type SearchHitRow, type SiteSearch } from '../../common/search/searcher';
import { pagedQuery, type PagedRow } from '../../common/sql/paged';
import { sql } from '../../database/sql';
import { memberSearch } from './member-search';

/** Members in site search: member search as the friends page runs it (typos, blocks, banned members left out). */
@Injectable()
export class MembersSearcher implements Searcher {
  readonly types = [{ type: 'members', label: 'Members', membersOnly: true }];

  constructor(private readonly em: EntityManager) {}

  async search(search: SiteSearch, types: readonly string[], take: number, offset: number): Promise<SearchGroupRows[]> {
    if (!types.includes('members') || search.viewerId === null) {
      return [];
    }
    const base = memberSearch(search.viewerId, search.terms);
    const query = pagedQuery(
      {
        base: {
          text: `select m.id, m.rank, m.distance, m.first_name, m.last_name, m.first_name || ' ' || m.last_name as title, '@' || u.username as excerpt,
                        '/storage/avatars/thumbs/' || u.avatar as image, '/u/' || u.username as path, null::text as detail,
                        null::numeric as price, null::text as currency, null::timestamptz as starts_at, u.created_at
                   from (${base.text}) m join users u on u.id = m.id`,
          params: base.params,
        },
        orderBy: 'b.rank desc, b.distance, lower(b.first_name), lower(b.last_name), b.id',
      },
      { take, offset, page: 1, order: 'desc' },
    );
    return [groupOf('members', await sql<PagedRow<SearchHitRow & { id: number | null }>>(this.em, query.text, query.params))];
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page, PageParams } from '../paging/paging';
import { direction, ME_CTE } from '../sql/fragments';
import { pagedSql, type SqlQuery } from '../sql/paged';
import { sqlOne } from '../../database/sql';
import type { ContentKind } from './content-kinds';
import { resolveSiteSearch, searchTerms } from '../search/search-query';
import { contentListBase } from './content-list';
import type { CategorizedQueryDto } from './dto/content-query.input';

/** How one content type is read: its item's SQL, its list's search and order, its mappers. */
export interface ContentReadSpec<Row, Item, Summary> {
  kind: ContentKind;
  /** The alias `item` selects the kind's table as (default `x`). */
  alias?: string;
  /** SQL over alias `x`: the text searched, the expression of the kind's trigram index. */
  searchable: string;
  /**
   * One item row as the viewer `me` (ME_CTE) sees it, `where` over `alias`; `full` adds the
   * reading page's columns (a body and its HTML) that lists leave out.
   */
  item: (where: string, full: boolean) => string;
  toItem: (row: Row, viewerId: number | null) => Item;
  toSummary: (row: Row, viewerId: number | null) => Summary;
  /** The list's order when not by id alone: the columns it sorts by, and the ORDER BY for a direction. */
  order?: { columns: string[]; by: (dir: 'asc' | 'desc') => string };
}

/** What a content type's service reads through: one item for the viewer, and a page of the list. */
export interface ItemReads<Item, Summary, Query> {
  /** `viewerId` null: a visitor. */
  find(viewerId: number | null, id: number): Promise<Item | undefined>;
  list(viewerId: number | null, query: Query, page: PageParams): Promise<Page<Summary>>;
}

/**
 * The reads every content type makes: one item (undefined when it does not exist for the viewer)
 * and a page of the list (search, author and category filters, newest first unless the type
 * orders otherwise). A type's repository extends it with its own statements.
 */
export class ContentReads<Row extends { id: number }, Item, Summary, Query extends Partial<CategorizedQueryDto> = Partial<CategorizedQueryDto>>
  implements ItemReads<Item, Summary, Query>
{
  constructor(
    protected readonly em: EntityManager,
    private readonly spec: ContentReadSpec<Row, Item, Summary>,
  ) {}

  private get alias(): string {
    return this.spec.alias ?? 'x';
  }

  async find(viewerId: number | null, id: number): Promise<Item | undefined> {
    const row = await sqlOne<Row>(this.em, `with ${ME_CTE} ${this.spec.item(`${this.alias}.id = ?`, true)}`, [viewerId, id]);
    return row && this.spec.toItem(row, viewerId);
  }

  /**
   * A page of the list; `where` adds a type's own filters (an event's period). A search word one
   * typo away from a known word also finds it, as listing and site search do.
   */
  async list(viewerId: number | null, query: Query, page: PageParams, where: SqlQuery[] = []): Promise<Page<Summary>> {
    const { kind, searchable, order } = this.spec;
    const dir = direction(page.order);
    const resolved = query.search ? await resolveSiteSearch(this.em, searchTerms(query.search)) : null;
    return pagedSql<Row, Summary>(
      this.em,
      {
        with: { text: ME_CTE, params: [viewerId] },
        base: contentListBase(kind, searchable, query, order?.columns, where, resolved?.query),
        orderBy: order ? order.by(dir) : `id ${dir}`,
        expand: { columns: 'item.*', joins: `cross join lateral (${this.spec.item(`${this.alias}.id = b.id`, false)}) as item` },
      },
      page,
      (row) => this.spec.toSummary(row, viewerId),
    );
  }
}

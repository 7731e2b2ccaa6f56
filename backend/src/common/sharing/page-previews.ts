import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { sql, sqlOne } from '../../database/sql';
import { DOMAIN_DESCRIPTORS } from '../domain/domains.module';
import type { DomainDescriptor } from '../domain/domain-descriptor';
import type { PagePreview, PublicPage, SharedPages, SharedPagesClass } from './shared-page';

/** One kind of page of a `tableSharer`: its path, and SQL over `x` (one table) as a visitor sees it. */
export interface SharedTable {
  /** `/blogs/` → pages `/blogs/<id>`. */
  prefix: string;
  /** FROM item with alias `x` (and joins); `me` (a visitor: id null) is in scope. */
  from: string;
  /** Conditions: what a visitor may read. */
  visible: string;
  title: string;
  description: string;
  image: string;
  price?: string;
  currency?: string;
  starts_at?: string;
}

/** A sharer of pages `<prefix><id>` read from one table each. */
export function tableSharer(tables: readonly SharedTable[]): SharedPagesClass {
  const select = (t: SharedTable, where: string) =>
    `with me as (select ?::int as id)
     select x.id, ${t.title} as title, ${t.description} as description, ${t.image} as image, ${t.price ?? 'null::numeric'} as price,
            ${t.currency ?? 'null::text'} as currency, ${t.starts_at ?? 'null::timestamptz'} as starts_at, x.updated_at
       from me cross join ${t.from} where ${t.visible} and ${where}`;

  @Injectable()
  class TableSharer implements SharedPages {
    constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

    async preview(path: string, viewerId: number | null = null): Promise<PagePreview | null> {
      for (const t of tables) {
        const id = path.startsWith(t.prefix) ? /^(\d{1,9})$/.exec(path.slice(t.prefix.length))?.[1] : undefined;
        if (id) {
          const row = await sqlOne<PagePreview & { price: string | null; currency: string | null }>(this.em, select(t, 'x.id = ?'), [viewerId, Number(id)]);
          return row ? { ...row, price: row.price === null ? null : { amount: Number(row.price), currency: row.currency } } : null;
        }
      }
      return null;
    }

    async publicPages(limit: number): Promise<PublicPage[]> {
      const pages = await Promise.all(
        tables.map(async (t) =>
          (await sql<{ id: number; updated_at: Date }>(this.em, `${select(t, 'true')} order by x.id desc limit ${Math.floor(limit)}`, [null])).map((r) => ({ path: `${t.prefix}${r.id}`, updated_at: r.updated_at })),
        ),
      );
      return pages.flat();
    }
  }
  return TableSharer;
}

/** At most this many pages in the sitemap (the protocol's limit for one file). */
export const SITEMAP_MAX = 50_000;

/** Every domain's sharer (descriptor `sharing`): previews of public pages, and the sitemap's pages. */
@Injectable()
export class PagePreviews {
  private resolved?: SharedPages[];

  constructor(
    @Inject(DOMAIN_DESCRIPTORS) private readonly descriptors: readonly DomainDescriptor[],
    private readonly modules: ModuleRef,
  ) {}

  private all(): SharedPages[] {
    this.resolved ??= this.descriptors.flatMap((d) => (d.sharing ? [this.modules.get(d.sharing, { strict: false })] : []));
    return this.resolved;
  }

  /** The preview of a page path when it is a public item's (or one member `viewerId` may see), else null. */
  async preview(path: string, viewerId: number | null = null): Promise<PagePreview | null> {
    for (const sharer of this.all()) {
      const preview = await sharer.preview(path, viewerId);
      if (preview) {
        return preview;
      }
    }
    return null;
  }

  async publicPages(): Promise<PublicPage[]> {
    const sharers = this.all();
    const per = Math.floor(SITEMAP_MAX / Math.max(1, sharers.length * 6));
    return (await Promise.all(sharers.map((s) => s.publicPages(per)))).flat().slice(0, SITEMAP_MAX);
  }
}

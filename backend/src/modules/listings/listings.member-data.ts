import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { intArray, keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { safeSegment } from '../../common/member-data/zip-archive';
import { ImageStore } from '../../common/uploads/images';
import { sql } from '../../database/sql';
import { detailTable } from './listing-schema';
import { LISTING_IMAGE } from './listings.service';
import { LISTING_SECTIONS } from './sections';

/** The section's details of listing `l`, as JSON (each section keeps them in its own table). */
const DETAILS = `case l.section ${LISTING_SECTIONS.map(
  (s) => `when '${s.slug}' then (select to_jsonb(d) - 'listing_id' from ${detailTable(s)} d where d.listing_id = l.id)`,
).join(' ')} end`;

/** A member's listings in every section (details and images) and their saved searches. */
@Injectable()
export class ListingsMemberData implements MemberDataContributor {
  readonly tables = ['listings', 'saved_searches'];

  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStore,
  ) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    const em = this.em.fork();
    await archive.json(
      'listings/listings.json',
      keyset(
        em,
        `select l.id, l.section, l.title, l.description, l.category, l.location, l.price, l.status, l.expires_at, l.created_at, l.updated_at,
           ${DETAILS} as details,
           coalesce((select array_agg(i.file order by i.position, i.id) from listing_images i where i.listing_id = l.id), '{}') as images
           from listings l where l.user_id = ? and l.id > ? order by l.id limit ?`,
        [member.id],
      ),
    );
    await archive.json(
      'listings/saved-searches.json',
      keyset(em, 'select s.id, s.section, s.search, s.category, s.location, s.price_min, s.price_max, s.filters, s.created_at from saved_searches s where s.user_id = ? and s.id > ? order by s.id limit ?', [member.id]),
    );
    const files = keyset<{ id: number; file: string }>(
      em,
      'select i.id, i.file from listing_images i join listings l on l.id = i.listing_id where l.user_id = ? and i.id > ? order by i.id limit ?',
      [member.id],
    );
    for await (const image of files) {
      const disk = this.images.fileOf(image.file, LISTING_IMAGE);
      if (disk) {
        await archive.file(`listings/media/${safeSegment(image.file)}`, disk);
      }
    }
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(async (tx, limit) => (await sql(tx, 'delete from saved_searches where id in (select id from saved_searches where user_id = ? limit ?) returning id', [member.id, limit])).length);
    await context.repeat(async (tx, limit) => {
      const rows = await sql<{ id: number; files: string[] }>(
        tx,
        `select l.id, coalesce((select array_agg(i.file) from listing_images i where i.listing_id = l.id), '{}') as files
           from listings l where l.user_id = ? order by l.id limit ?`,
        [member.id, limit],
      );
      for (const row of rows) {
        await this.images.removeAll(row.files, LISTING_IMAGE);
      }
      if (rows.length) {
        await sql(tx, 'delete from listings where id = any(?::int[])', [intArray(rows.map((r) => r.id))]);
      }
      return rows.length;
    });
  }
}

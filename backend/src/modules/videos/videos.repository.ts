import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { hiddenFlag } from '../../common/sql/moderation';
import { userSummaryJson } from '../../common/users/user-summary';
import { sql, sqlOne } from '../../database/sql';
import { visibleTo } from '../../common/content/content-access';
import { VIDEO } from '../../common/content/content-kinds';
import { ContentReads } from '../../common/content/content-reads';
import type { ContentQueryDto } from '../../common/content/dto/content-query.input';
import { reactionColumns } from '../../common/content/reactions/reactions.repository';
import { toVideoDto, type VideoDto, type VideoRow } from './dto/video.dto';

const videoItem = (where: string) => `
  select x.id, x.user_id, x.title, x.description, x.visibility, x.status, x.progress, x.error, x.file, x.poster, x.duration, x.width, x.height,
    x.created_at, x.updated_at, ${userSummaryJson('u')} as author, ${hiddenFlag('x')} as hidden, ${reactionColumns(VIDEO)}
  from videos x join users u on u.id = x.user_id cross join me
  where ${where} and ${visibleTo(VIDEO)}`;

/** What the media job needs of a video. */
export interface VideoSource {
  id: number;
  user_id: number;
  status: string;
  source: string | null;
}

/** Plain reads and writes of videos, one statement each. */
@Injectable()
export class VideosRepository extends ContentReads<VideoRow, VideoDto, VideoDto, ContentQueryDto> {
  constructor(em: EntityManager) {
    super(em, {
      kind: VIDEO,
      searchable: "immutable_unaccent(lower(x.title || ' ' || coalesce(x.description, '')))",
      item: videoItem,
      toItem: toVideoDto,
      toSummary: toVideoDto,
    });
  }

  source(id: number): Promise<VideoSource | undefined> {
    return sqlOne<VideoSource>(this.em, 'select id, user_id, status, source from videos where id = ?', [id]);
  }

  /** Videos whose processing never finished (the process stopped meanwhile). */
  async unfinished(): Promise<number[]> {
    return (await sql<{ id: number }>(this.em, "select id from videos where status = 'processing' and source is not null order by id")).map((r) => r.id);
  }

  async setProgress(id: number, progress: number): Promise<void> {
    await sql(this.em, "update videos set progress = ? where id = ? and status = 'processing'", [progress, id]);
  }

  /** Records the playable file; false when the video was deleted (or finished) meanwhile. */
  async markReady(id: number, ready: { file: string; poster: string; duration: number; width: number; height: number; size_bytes: number; original: string | null }): Promise<boolean> {
    const rows = await sql(
      this.em,
      `update videos set status = 'ready', progress = 100, error = null, source = null, file = ?, poster = ?, duration = ?, width = ?, height = ?,
         size_bytes = ?, original = ?, updated_at = now()
       where id = ? and status = 'processing' returning id`,
      [ready.file, ready.poster, ready.duration, ready.width, ready.height, ready.size_bytes, ready.original, id],
    );
    return rows.length > 0;
  }

  async markFailed(id: number, error: string): Promise<boolean> {
    const rows = await sql(this.em, "update videos set status = 'failed', error = ?, source = null, updated_at = now() where id = ? and status = 'processing' returning id", [error.slice(0, 255), id]);
    return rows.length > 0;
  }
}

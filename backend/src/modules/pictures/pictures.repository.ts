import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../common/paging/paging';
import { ME_CTE } from '../../common/sql/fragments';
import { hiddenFlag } from '../../common/sql/moderation';
import { userSummaryJson } from '../../common/users/user-summary';
import { sql, sqlOne } from '../../database/sql';
import { visibleTo } from '../../common/content/content-access';
import { ALBUM, PICTURE } from '../../common/content/content-kinds';
import { ContentReads } from '../../common/content/content-reads';
import type { ContentQueryDto } from '../../common/content/dto/content-query.input';
import { reactionColumns } from '../../common/content/reactions/reactions.repository';
import { toAlbumDto, toAlbumSummaryDto, toPictureDto, type AlbumDto, type AlbumRow, type AlbumSummaryDto, type PictureDto, type PictureRow } from './dto/picture.dto';

const pictureItem = (where: string) => `
  select x.id, x.title, x.caption, x.visibility, x.image, x.width, x.height, (select ip.placeholder from image_previews ip where ip.name = x.image) as placeholder, x.created_at, x.updated_at,
    ${userSummaryJson('u')} as author, ${hiddenFlag('x')} as hidden, ${reactionColumns(PICTURE)}
  from pictures x join users u on u.id = x.user_id cross join me
  where ${where} and ${visibleTo(PICTURE)}`;

/** Album `a`'s cover: the chosen picture when it is in the album, else the latest added. */
const COVER = `(
  select json_build_object('id', p.id, 'image', p.image, 'width', p.width, 'height', p.height,
    'placeholder', (select ip.placeholder from image_previews ip where ip.name = p.image))
  from album_pictures ap join pictures p on p.id = ap.picture_id
  where ap.album_id = a.id order by (p.id is not distinct from a.cover_picture_id) desc, ap.added_at desc, p.id desc limit 1
)`;

/** Album `a`'s pictures in the order they were added. */
const ALBUM_PICTURES = `(
  select coalesce(json_agg(to_jsonb(pi) order by pi.added_at, pi.id), '[]') from (
    select ap.added_at, item.* from album_pictures ap cross join lateral (${pictureItem('x.id = ap.picture_id')}) item where ap.album_id = a.id
  ) pi
)`;

const albumItem = (where: string, full: boolean) => `
  select a.id, a.name, a.description, a.visibility, a.pictures_count, a.created_at, a.updated_at, ${COVER} as cover,
    ${userSummaryJson('u')} as author, ${hiddenFlag('a')} as hidden ${full ? `, ${ALBUM_PICTURES} as pictures` : ''}
  from picture_albums a join users u on u.id = a.user_id cross join me
  where ${where} and ${visibleTo(ALBUM, 'a')}`;

/** Plain reads and writes of pictures and albums, one statement each. */
@Injectable()
export class PicturesRepository extends ContentReads<PictureRow, PictureDto, PictureDto, ContentQueryDto> {
  private readonly albums = new ContentReads<AlbumRow, AlbumDto, AlbumSummaryDto, ContentQueryDto>(this.em, {
    kind: ALBUM,
    alias: 'a',
    searchable: "immutable_unaccent(lower(x.name || ' ' || coalesce(x.description, '')))",
    item: albumItem,
    toItem: toAlbumDto,
    toSummary: toAlbumSummaryDto,
  });

  constructor(em: EntityManager) {
    super(em, {
      kind: PICTURE,
      searchable: "immutable_unaccent(lower(x.title || ' ' || coalesce(x.caption, '')))",
      item: pictureItem,
      toItem: toPictureDto,
      toSummary: toPictureDto,
    });
  }

  findAlbum(viewerId: number | null, id: number): Promise<AlbumDto | undefined> {
    return this.albums.find(viewerId, id);
  }

  listAlbums(viewerId: number | null, query: ContentQueryDto, page: PageParams): Promise<Page<AlbumSummaryDto>> {
    return this.albums.list(viewerId, query, page);
  }

  /** All of a member's albums, by name (to choose one). */
  async myAlbums(userId: number): Promise<AlbumSummaryDto[]> {
    const rows = await sql<AlbumRow>(this.em, `with ${ME_CTE} ${albumItem('a.user_id = me.id', false)} order by lower(a.name), a.id`, [userId]);
    return rows.map(toAlbumSummaryDto);
  }

  /** Puts a picture in an album (again: nothing changes). */
  async addToAlbum(albumId: number, pictureId: number): Promise<void> {
    await sql(this.em, 'insert into album_pictures (album_id, picture_id) values (?, ?) on conflict do nothing', [albumId, pictureId]);
    await sql(this.em, 'update picture_albums set updated_at = now() where id = ?', [albumId]);
  }

  async removeFromAlbum(albumId: number, pictureId: number): Promise<boolean> {
    const rows = await sql(this.em, 'delete from album_pictures where album_id = ? and picture_id = ? returning picture_id', [albumId, pictureId]);
    return rows.length > 0;
  }

  async inAlbum(albumId: number, pictureId: number): Promise<boolean> {
    return Boolean(await sqlOne(this.em, 'select 1 from album_pictures where album_id = ? and picture_id = ?', [albumId, pictureId]));
  }
}

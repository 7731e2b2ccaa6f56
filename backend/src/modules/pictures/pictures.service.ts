import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { foundFor } from '../../common/access/ownership';
import type { AuthUser } from '../../common/auth/auth-user';
import { ValidationFailedException } from '../../common/errors/validation';
import { pageParams, type Page } from '../../common/paging/paging';
import { ImageStore, imageKind, PHOTO_WIDTHS, widths } from '../../common/uploads/images';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { sql } from '../../database/sql';
import { ContentAccess } from '../../common/content/content-access';
import { ALBUM, PICTURE } from '../../common/content/content-kinds';
import { clearable, deleteRow, insertRow, removeImage, updateRow, withStoredImage } from '../../common/content/content-writes';
import { ContentService, type ContentTypeService } from '../../common/content/content.service';
import type { ContentQueryDto } from '../../common/content/dto/content-query.input';
import type { AddToAlbumDto, AlbumFormDto, CreatePictureDto, UpdateAlbumDto, UpdatePictureDto } from './dto/picture.input';
import type { AlbumDto, AlbumSummaryDto, PictureDto } from './dto/picture.dto';
import { PicturesRepository } from './pictures.repository';

/** A picture: /storage/pictures/<file> (at most 2560 px), a square 480 px thumbnail for grids at /storage/pictures/thumbs/<file>. */
export const PICTURE_IMAGE = imageKind({ folder: 'pictures', maxSize: 2560, variants: [{ folder: 'thumbs', width: 480, height: 480, fit: 'cover' }, ...widths(PHOTO_WIDTHS)] });

/** Pictures (EXIF stripped, thumbnails) and albums of one's own pictures. */
@Injectable()
export class PicturesService
  extends ContentService<PictureDto, PictureDto, ContentQueryDto>
  implements ContentTypeService<PictureDto, PictureDto, ContentQueryDto, CreatePictureDto, UpdatePictureDto>
{
  constructor(
    private readonly em: EntityManager,
    private readonly pictures: PicturesRepository,
    access: ContentAccess,
    private readonly images: ImageStore,
  ) {
    super(pictures, PICTURE, access);
  }

  /** Stores the picture (re-encoded, metadata dropped) and, when asked, puts it in one of my albums. */
  async create(me: AuthUser, dto: CreatePictureDto, image: Buffer): Promise<PictureDto> {
    const album = dto.album_id === undefined ? undefined : await this.access.owned(ALBUM, me.id, dto.album_id, COMMUNITY_MSG.albumNotYours);
    const id = await withStoredImage(this.images, PICTURE_IMAGE, image, async (file) => {
      const { width, height } = await this.images.dimensionsOf(file!, PICTURE_IMAGE);
      return this.em.transactional(async (tx) => {
        const pictureId = await insertRow(tx, 'pictures', { user_id: me.id, title: dto.title, caption: dto.caption ?? null, visibility: dto.visibility, image: file, width, height });
        if (album) {
          await sql(tx, 'insert into album_pictures (album_id, picture_id) values (?, ?)', [album.id, pictureId]);
        }
        return pictureId;
      });
    });
    return this.get(me, id);
  }

  update(me: AuthUser, id: number, dto: UpdatePictureDto): Promise<PictureDto> {
    return this.changeOwn(me, id, (picture) => updateRow(this.em, 'pictures', picture.id, { title: dto.title, caption: clearable(dto.caption), visibility: dto.visibility }));
  }

  /** Deletes the picture (from its albums too), with its likes, comments and files. */
  async remove(me: AuthUser, id: number): Promise<void> {
    const picture = await this.access.owned(PICTURE, me.id, id);
    const row = await deleteRow<{ image: string }>(this.em, 'pictures', picture.id, 'image');
    await removeImage(this.images, PICTURE_IMAGE, row?.image);
  }

  listAlbums(me: AuthUser | undefined, query: ContentQueryDto): Promise<Page<AlbumSummaryDto>> {
    return this.pictures.listAlbums(me?.id ?? null, query, pageParams(query));
  }

  myAlbums(me: AuthUser): Promise<AlbumSummaryDto[]> {
    return this.pictures.myAlbums(me.id);
  }

  async getAlbum(me: AuthUser | undefined, id: number): Promise<AlbumDto> {
    return foundFor(me, await this.pictures.findAlbum(me?.id ?? null, id), ALBUM.notFound);
  }

  async createAlbum(me: AuthUser, dto: AlbumFormDto): Promise<AlbumDto> {
    const id = await insertRow(this.em, 'picture_albums', { user_id: me.id, name: dto.name, description: dto.description ?? null, visibility: dto.visibility });
    return this.getAlbum(me, id);
  }

  async updateAlbum(me: AuthUser, id: number, dto: UpdateAlbumDto): Promise<AlbumDto> {
    const album = await this.access.owned(ALBUM, me.id, id);
    if (dto.cover_picture_id !== undefined && !(await this.pictures.inAlbum(album.id, dto.cover_picture_id))) {
      throw ValidationFailedException.field('cover_picture_id', COMMUNITY_MSG.coverNotInAlbum);
    }
    await updateRow(this.em, 'picture_albums', album.id, { name: dto.name, description: clearable(dto.description), visibility: dto.visibility, cover_picture_id: dto.cover_picture_id });
    return this.getAlbum(me, album.id);
  }

  /** Deletes the album; its pictures stay. */
  async removeAlbum(me: AuthUser, id: number): Promise<void> {
    const album = await this.access.owned(ALBUM, me.id, id);
    await deleteRow(this.em, 'picture_albums', album.id);
  }

  /** Puts one of my pictures in one of my albums (403 for anybody else's). */
  async addToAlbum(me: AuthUser, dto: AddToAlbumDto): Promise<AlbumDto> {
    const album = await this.access.owned(ALBUM, me.id, dto.album_id, COMMUNITY_MSG.albumNotYours);
    const picture = await this.access.owned(PICTURE, me.id, dto.picture_id, COMMUNITY_MSG.pictureNotYours);
    await this.pictures.addToAlbum(album.id, picture.id);
    return this.getAlbum(me, album.id);
  }

  async removeFromAlbum(me: AuthUser, albumId: number, pictureId: number): Promise<AlbumDto> {
    const album = await this.access.owned(ALBUM, me.id, albumId);
    if (!(await this.pictures.removeFromAlbum(album.id, pictureId))) {
      throw new NotFoundException(PICTURE.notFound);
    }
    return this.getAlbum(me, album.id);
  }
}

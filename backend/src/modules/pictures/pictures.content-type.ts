import { PICTURE } from '../../common/content/content-kinds';
import { imageMedia, type ContentTypeSpec } from '../../common/content/content-type';
import { ContentQueryDto } from '../../common/content/dto/content-query.input';
import { CreatePictureDto, UpdatePictureDto } from './dto/picture.input';
import { PictureDto } from './dto/picture.dto';

/** Pictures: the image, required (only the first one sent is used), a title and caption, likes and comments; albums are albums.controller's. */
export const PICTURES: ContentTypeSpec = {
  kind: PICTURE,
  path: 'pictures',
  singular: 'Picture',
  plural: 'Pictures',
  dtos: { item: PictureDto, summary: PictureDto, query: ContentQueryDto, create: CreatePictureDto, update: UpdatePictureDto },
  media: imageMedia({ required: true }),
  edit: 'json',
  reactions: { noun: 'picture' },
  summaries: {
    list: 'Pictures, newest first unless order=asc; search and author filters',
    get: 'One picture',
    create: 'Post a picture: title, optional caption and album, and the image (its metadata, GPS included, is removed)',
    update: 'Edit my picture’s title or caption',
    remove: 'Delete my picture, from its albums too',
  },
  /** The album asked for is not mine, or does not exist for me. */
  createErrors: [403, 404],
};

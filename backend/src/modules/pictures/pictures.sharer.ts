import { ALBUM, PICTURE } from '../../common/content/content-kinds';
import { contentSharer } from '../../common/content/content-sharer';

/** Public pictures and albums, as shared links preview them. */
export const PicturesSharer = contentSharer([
  { kind: ALBUM, prefix: '/pictures/albums/', from: 'picture_albums x left join pictures c on c.id = x.cover_picture_id', title: 'x.name', description: "coalesce(x.description, '')", image: "'/storage/pictures/' || c.image" },
  { kind: PICTURE, prefix: '/pictures/', title: 'x.title', description: "coalesce(x.caption, '')", image: "'/storage/pictures/' || x.image" },
]);

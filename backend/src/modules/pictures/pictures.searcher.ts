import { visibleTo } from '../../common/content/content-access';
import { ALBUM, PICTURE } from '../../common/content/content-kinds';
import { excerptSql, tableSearcher } from '../../common/search/searcher';

/** Pictures and albums in site search, as their pages show them to the viewer. */
export const PicturesSearcher = tableSearcher([
  {
    info: { type: 'pictures', label: 'Pictures' },
    source: {
      from: 'pictures x',
      visible: visibleTo(PICTURE),
      title: 'x.title',
      excerpt: excerptSql("coalesce(x.caption, '')"),
      image: "'/storage/pictures/thumbs/' || x.image",
      path: "'/pictures/' || x.id",
    },
  },
  {
    info: { type: 'albums', label: 'Albums' },
    source: {
      from: 'picture_albums x left join pictures c on c.id = x.cover_picture_id',
      visible: visibleTo(ALBUM),
      title: 'x.name',
      excerpt: excerptSql("coalesce(x.description, '')"),
      image: "'/storage/pictures/thumbs/' || c.image",
      path: "'/pictures/albums/' || x.id",
    },
  },
]);

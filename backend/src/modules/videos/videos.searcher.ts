import { visibleTo } from '../../common/content/content-access';
import { VIDEO } from '../../common/content/content-kinds';
import { excerptSql, tableSearcher } from '../../common/search/searcher';

/** Videos in site search, as the video pages show them to the viewer (ready ones, or the viewer's own). */
export const VideosSearcher = tableSearcher([
  {
    info: { type: 'videos', label: 'Videos' },
    source: {
      from: 'videos x',
      visible: visibleTo(VIDEO),
      title: 'x.title',
      excerpt: excerptSql("coalesce(x.description, '')"),
      image: "'/storage/videos/posters/' || x.poster",
      path: "'/videos/' || x.id",
    },
  },
]);

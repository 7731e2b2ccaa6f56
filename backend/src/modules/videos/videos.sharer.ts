import { VIDEO } from '../../common/content/content-kinds';
import { contentSharer } from '../../common/content/content-sharer';

/** Public videos, as shared links preview them (their poster). */
export const VideosSharer = contentSharer([
  { kind: VIDEO, prefix: '/videos/', title: 'x.title', description: "coalesce(x.description, '')", image: "'/storage/videos/posters/' || x.poster" },
]);

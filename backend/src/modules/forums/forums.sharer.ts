import { FORUM } from '../../common/content/content-kinds';
import { contentSharer } from '../../common/content/content-sharer';

/** Public forum threads, as shared links preview them. */
export const ForumsSharer = contentSharer([{ kind: FORUM, prefix: '/forums/', title: 'x.title', description: 'x.excerpt', image: "'/storage/forums/' || x.image" }]);

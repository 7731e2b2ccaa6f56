import { BLOG } from '../../common/content/content-kinds';
import { contentSharer } from '../../common/content/content-sharer';

/** Public blog posts, as shared links preview them. */
export const BlogsSharer = contentSharer([{ kind: BLOG, prefix: '/blogs/', title: 'x.title', description: 'x.excerpt', image: "'/storage/blogs/' || x.image" }]);

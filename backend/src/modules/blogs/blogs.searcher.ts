import { visibleTo } from '../../common/content/content-access';
import { BLOG } from '../../common/content/content-kinds';
import { tableSearcher } from '../../common/search/searcher';

/** Blogs in site search, as the blog pages show them to the viewer. */
export const BlogsSearcher = tableSearcher([
  {
    info: { type: 'blogs', label: 'Blogs' },
    source: { from: 'blogs x', visible: visibleTo(BLOG), title: 'x.title', excerpt: 'x.excerpt', image: "'/storage/blogs/thumbs/' || x.image", path: "'/blogs/' || x.id" },
  },
]);

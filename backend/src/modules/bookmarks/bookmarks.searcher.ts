import { excerptSql, tableSearcher } from '../../common/search/searcher';

/** The viewer's own bookmarks in site search; the path is the bookmarked address. */
export const BookmarksSearcher = tableSearcher([
  {
    info: { type: 'bookmarks', label: 'Bookmarks', membersOnly: true },
    source: {
      from: 'bookmarks x',
      visible: 'x.user_id = me.id',
      title: 'x.title',
      excerpt: excerptSql("coalesce(x.description, '')"),
      image: "'/storage/favicons/' || x.favicon",
      path: 'x.url',
      detail: 'x.url',
    },
  },
]);

import { visibleTo } from '../../common/content/content-access';
import { FORUM } from '../../common/content/content-kinds';
import { excerptSql, tableSearcher } from '../../common/search/searcher';
import { notBlocked } from '../../common/sql/fragments';
import { contentVisible } from '../../common/sql/moderation';

/** Forum threads and their replies in site search; a reply is found when its thread may be read. */
export const ForumsSearcher = tableSearcher([
  {
    info: { type: 'forum_threads', label: 'Forum threads' },
    source: { from: 'forum_threads x', visible: visibleTo(FORUM), title: 'x.title', excerpt: 'x.excerpt', image: "'/storage/forums/thumbs/' || x.image", path: "'/forums/' || x.id" },
  },
  {
    info: { type: 'forum_replies', label: 'Forum replies' },
    source: {
      from: 'forum_replies x join forum_threads t on t.id = x.thread_id',
      visible: `${notBlocked('me.id', 'x.user_id')} and ${contentVisible('x', 'me.id')} and ${visibleTo(FORUM, 't')}`,
      title: 't.title',
      excerpt: excerptSql('x.body'),
      image: 'null::text',
      path: "'/forums/' || t.id",
    },
  },
]);

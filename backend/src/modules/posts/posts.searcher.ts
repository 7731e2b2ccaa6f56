import { excerptSql, tableSearcher } from '../../common/search/searcher';
import { notBlocked } from '../../common/sql/fragments';
import { contentVisible } from '../../common/sql/moderation';

/** Wall posts in site search, for members: every post but those of a block either way or hidden by moderators. */
export const PostsSearcher = tableSearcher([
  {
    info: { type: 'posts', label: 'Posts', membersOnly: true },
    source: {
      from: 'posts x join users u on u.id = x.user_id',
      visible: `${notBlocked('me.id', 'x.user_id')} and ${contentVisible('x', 'me.id')}`,
      title: "u.first_name || ' ' || u.last_name",
      excerpt: excerptSql('x.body'),
      image: "'/storage/posts/' || x.image",
      path: "'/posts/' || x.id",
    },
  },
]);

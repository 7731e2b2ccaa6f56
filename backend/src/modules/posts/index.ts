import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { PostsSearcher } from './posts.searcher';
import { PostsModule } from './posts.module';
import { Post } from './entities/post.entity';
import { PostLike } from './entities/post-like.entity';
import { PostComment } from './entities/post-comment.entity';
import { POST_SUBJECTS } from './posts.moderation';
import { PostsMemberData } from './posts.member-data';
import { POST_NOTIFICATIONS } from './posts.notifications';
import { seedDemoPosts } from './posts.demo-seed';

// The posts domain's front door: other domains import it only from here.
export { PostsModule } from './posts.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { posts: "Wall posts and the feed: publish, like, comment, and read a member's wall" };

/** What the posts domain tells the registry (modules/registry.ts). */
export const postsDomain: DomainDescriptor = { name: 'posts', module: PostsModule, apiTags: API_TAGS, entities: [Post, PostLike, PostComment], moderation: POST_SUBJECTS, notifications: POST_NOTIFICATIONS, seed: seedDemoPosts, memberData: PostsMemberData, search: PostsSearcher };

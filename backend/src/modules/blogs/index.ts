import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { BlogsSharer } from './blogs.sharer';
import { BlogsSearcher } from './blogs.searcher';
import { BlogsModule } from './blogs.module';
import { BLOG_SUBJECTS } from './blogs.moderation';
import { BlogsMemberData } from './blogs.member-data';
import { BLOG } from '../../common/content/content-kinds';
import { reactionNotifications } from '../../common/content/notifications';
import { seedDemoBlogs } from './blogs.demo-seed';

// The blogs domain's front door: other domains import it only from here.
export { BlogsModule } from './blogs.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { blogs: 'Blog posts by category, with likes and comments' };

/** What the blogs domain tells the registry (modules/registry.ts). */
export const blogsDomain: DomainDescriptor = { name: 'blogs', module: BlogsModule, apiTags: API_TAGS, moderation: BLOG_SUBJECTS, notifications: reactionNotifications(BLOG, 'LikedBlog', 'CommentedBlog'), seed: seedDemoBlogs, memberData: BlogsMemberData, search: BlogsSearcher, sharing: BlogsSharer };

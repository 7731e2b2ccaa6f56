import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { BlogsModule } from './blogs.module';
import { BLOG_SUBJECTS } from './blogs.moderation';
import { BLOG } from '../../common/content/content-kinds';
import { reactionNotifications } from '../../common/content/notifications';

// The blogs domain's front door: other domains import it only from here.
export { BlogsModule } from './blogs.module';
export { BlogsService } from './blogs.service';

/** What the blogs domain tells the registry (modules/registry.ts). */
export const blogsDomain: DomainDescriptor = { name: 'blogs', module: BlogsModule, moderation: BLOG_SUBJECTS, notifications: reactionNotifications(BLOG, 'LikedBlog', 'CommentedBlog') };

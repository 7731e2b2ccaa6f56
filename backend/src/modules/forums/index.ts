import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { ForumsSharer } from './forums.sharer';
import { ForumsSearcher } from './forums.searcher';
import { ForumsModule } from './forums.module';
import { FORUM_SUBJECTS } from './forums.moderation';
import { ForumsMemberData } from './forums.member-data';
import { FORUM_NOTIFICATIONS } from './forums.notifications';
import { seedDemoForums } from './forums.demo-seed';

// The forums domain's front door: other domains import it only from here.
export { ForumsModule } from './forums.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { forums: 'Forum threads by category and their replies' };

/** What the forums domain tells the registry (modules/registry.ts). */
export const forumsDomain: DomainDescriptor = { name: 'forums', module: ForumsModule, apiTags: API_TAGS, moderation: FORUM_SUBJECTS, notifications: FORUM_NOTIFICATIONS, seed: seedDemoForums, memberData: ForumsMemberData, search: ForumsSearcher, sharing: ForumsSharer };

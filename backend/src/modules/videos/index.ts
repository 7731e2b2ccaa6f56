import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { VideosSharer } from './videos.sharer';
import { VideosSearcher } from './videos.searcher';
import { VideosModule } from './videos.module';
import { VIDEO_SUBJECTS } from './videos.moderation';
import { VideosMemberData } from './videos.member-data';
import { VIDEO } from '../../common/content/content-kinds';
import { reactionNotifications } from '../../common/content/notifications';
import { seedDemoVideos } from './videos.demo-seed';

// The videos domain's front door: other domains import it only from here.
export { VideosModule } from './videos.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { videos: 'Videos (uploaded and transcoded, with a poster), with likes and comments' };

/** What the videos domain tells the registry (modules/registry.ts). */
export const videosDomain: DomainDescriptor = { name: 'videos', module: VideosModule, apiTags: API_TAGS, moderation: VIDEO_SUBJECTS, jobs: ['media.video'], notifications: reactionNotifications(VIDEO, 'LikedVideo', 'CommentedVideo'), seed: seedDemoVideos, memberData: VideosMemberData, search: VideosSearcher, sharing: VideosSharer };

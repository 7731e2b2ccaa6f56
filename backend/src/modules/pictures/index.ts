import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { PicturesSharer } from './pictures.sharer';
import { PicturesSearcher } from './pictures.searcher';
import { PicturesModule } from './pictures.module';
import { PICTURE_SUBJECTS } from './pictures.moderation';
import { PicturesMemberData } from './pictures.member-data';
import { PICTURE } from '../../common/content/content-kinds';
import { reactionNotifications } from '../../common/content/notifications';
import { seedDemoPictures } from './pictures.demo-seed';

// The pictures domain's front door: other domains import it only from here.
export { PicturesModule } from './pictures.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { pictures: 'Pictures and albums, with likes and comments' };

/** What the pictures domain tells the registry (modules/registry.ts). */
export const picturesDomain: DomainDescriptor = { name: 'pictures', module: PicturesModule, apiTags: API_TAGS, moderation: PICTURE_SUBJECTS, notifications: reactionNotifications(PICTURE, 'LikedPicture', 'CommentedPicture'), seed: seedDemoPictures, memberData: PicturesMemberData, search: PicturesSearcher, sharing: PicturesSharer };

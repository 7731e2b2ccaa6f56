import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { PicturesModule } from './pictures.module';
import { PICTURE_SUBJECTS } from './pictures.moderation';
import { PicturesMemberData } from './pictures.member-data';

// The pictures domain's front door: other domains import it only from here.
export { PicturesModule } from './pictures.module';
export { PicturesService } from './pictures.service';

/** What the pictures domain tells the registry (modules/registry.ts). */
export const picturesDomain: DomainDescriptor = { name: 'pictures', module: PicturesModule, moderation: PICTURE_SUBJECTS, memberData: PicturesMemberData };

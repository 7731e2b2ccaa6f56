/** Forums' front door: what other code may use of it. */
export { ForumsModule } from './forums.module';
export { FORUM_IMAGE, ForumsService } from './forums.service';
export { ForumsRepository } from './forums.repository';

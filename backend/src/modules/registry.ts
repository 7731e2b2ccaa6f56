import type { DomainDescriptor } from '../common/domain/domain-descriptor';
import { usersDomain } from './users';
import { authDomain } from './auth';
import { postsDomain } from './posts';
import { notificationsDomain } from './notifications';
import { profilesDomain } from './profiles';
import { friendsDomain } from './friends';
import { presenceDomain } from './presence';
import { chatsDomain } from './chats';
import { listingsDomain } from './listings';
import { blogsDomain } from './blogs';
import { eventsDomain } from './events';
import { forumsDomain } from './forums';
import { picturesDomain } from './pictures';
import { videosDomain } from './videos';
import { storageDomain } from './storage';
import { bookmarksDomain } from './bookmarks';
import { accountDataDomain } from './account-data';
import { searchDomain } from './search';
import { linkPreviewDomain } from './link-preview';

/** Every domain, in the order the app module loads them; moderation, the ORM, the queue and member data iterate it. */
export const DOMAINS: readonly DomainDescriptor[] = [usersDomain, authDomain, postsDomain, notificationsDomain, profilesDomain, friendsDomain, presenceDomain, chatsDomain, listingsDomain, blogsDomain, eventsDomain, forumsDomain, picturesDomain, videosDomain, storageDomain, bookmarksDomain, accountDataDomain, searchDomain, linkPreviewDomain];

import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { MembersSearcher } from './members.searcher';
import { FriendsModule } from './friends.module';
import { Friendship } from './entities/friendship.entity';
import { Block } from './entities/block.entity';
import { FriendsMemberData } from './friends.member-data';
import { FRIEND_NOTIFICATIONS } from './friends.notifications';
import { seedDemoFriends } from './friends.demo-seed';

// The friends domain's front door: other domains import it only from here.
export { FRIEND_SORTS, type FriendSort, SEARCH_MAX_LENGTH, SearchText } from './dto/friends.dto';
export { FriendsModule } from './friends.module';
export { FriendsRepository, listOrder } from './friends.repository';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { friends: 'Friend requests, friends lists, suggestions and blocking' };

/** What the friends domain tells the registry (modules/registry.ts). */
export const friendsDomain: DomainDescriptor = { name: 'friends', module: FriendsModule, apiTags: API_TAGS, entities: [Friendship, Block], notifications: FRIEND_NOTIFICATIONS, seed: seedDemoFriends, memberData: FriendsMemberData, search: MembersSearcher };

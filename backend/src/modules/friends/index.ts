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

/** What the friends domain tells the registry (modules/registry.ts). */
export const friendsDomain: DomainDescriptor = { name: 'friends', module: FriendsModule, entities: [Friendship, Block], notifications: FRIEND_NOTIFICATIONS, seed: seedDemoFriends, memberData: FriendsMemberData, search: MembersSearcher };

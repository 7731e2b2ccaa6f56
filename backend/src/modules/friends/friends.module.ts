import { Module } from '@nestjs/common';
import { MembersSearcher } from './members.searcher';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { FriendsController } from './friends.controller';
import { FriendsRepository } from './friends.repository';
import { FriendsService } from './friends.service';
import { FriendsMemberData } from './friends.member-data';

/**
 * Friends and blocks. Other domains use `BlocksService.isBlockedEither` (chats) and
 * `FriendsService.friendship` / `FriendsRepository` reads; DTOs such as `UserSummaryDto` are
 * plain imports from ./dto.
 */
@Module({
  controllers: [FriendsController, BlocksController],
  providers: [MembersSearcher, FriendsMemberData, FriendsService, FriendsRepository, BlocksService],
  exports: [FriendsService, FriendsRepository, BlocksService],
})
export class FriendsModule {}

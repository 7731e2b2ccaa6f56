import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import {
  FriendListItemDto,
  FriendListQueryDto,
  FriendListResponseDto,
  FriendRequestsQueryDto,
  FriendshipResponseDto,
  SearchMembersQueryDto,
  UserIdBodyDto,
} from './dto/friends.dto';
import { FriendSuggestionsResponseDto, SuggestionsQueryDto } from './dto/suggestions.dto';
import { FriendsService } from './friends.service';
import { SEARCH_WINDOW } from './member-search';
import { IdPipe } from '../../common/http/id.pipe';
import { MSG } from '../../common/validation/messages';

const NotFound = () => ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such member' });
const Conflict = (description: string) => ApiConflictResponse({ type: ApiErrorDto, description });

/** Friends: lists, search, and the friendship transitions (spec §4, §7). */
@MembersApi('friends')
@Controller('friends')
export class FriendsController {
  constructor(private readonly friends: FriendsService) {}

  @Get()
  @ApiOperation({ summary: 'My friends, with their presence (paged; sort recent or name; optional search)' })
  @ApiPagedResponse(FriendListItemDto)
  listFriends(@CurrentUser() me: AuthUser, @Query() query: FriendListQueryDto): Promise<Page<FriendListItemDto>> {
    return this.friends.friends(me, query);
  }

  @Get('search')
  @ApiOperation({
    summary: 'Find members by name or username, ignoring case and accents',
    description:
      'Every word must match: a word of 3 or more characters anywhere in the name or username, a shorter one at the start of one of its words. ' +
      `Excludes me and members blocked either way. Closest matches first, at most ${SEARCH_WINDOW} (\`total\` is capped at ${SEARCH_WINDOW}); \`order\` is not used. ` +
      'When nobody matches, members with a similar name or a username one letter off (a typo) are answered instead, the closest spelling first.',
  })
  @ApiPagedResponse(FriendListItemDto)
  searchMembers(@CurrentUser() me: AuthUser, @Query() query: SearchMembersQueryDto): Promise<Page<FriendListItemDto>> {
    return this.friends.search(me, query);
  }

  @Get('requests')
  @ApiOperation({
    summary: 'My pending friend requests: received (incoming, default) or sent (outgoing), newest first',
  })
  @ApiPagedResponse(FriendListItemDto)
  listFriendRequests(
    @CurrentUser() me: AuthUser,
    @Query() query: FriendRequestsQueryDto,
  ): Promise<Page<FriendListItemDto>> {
    return this.friends.requests(me, query);
  }

  @Get('suggestions')
  @ApiOperation({
    summary: 'People I may know: friends of my friends, most mutual friends first, then recent members',
    description: 'Never me, my friends, members a request is pending with (either way), nor members blocked either way.',
  })
  @ApiOkResponse({ type: FriendSuggestionsResponseDto })
  async listSuggestions(@CurrentUser() me: AuthUser, @Query() query: SuggestionsQueryDto): Promise<FriendSuggestionsResponseDto> {
    return { data: await this.friends.suggestions(me, query) };
  }

  @Get('last-six')
  @ApiOperation({ summary: 'My six most recent friends' })
  @ApiOkResponse({ type: FriendListResponseDto })
  async lastSixFriends(@CurrentUser() me: AuthUser): Promise<FriendListResponseDto> {
    return { data: await this.friends.lastFriends(me) };
  }

  @Get('last')
  @ApiOperation({ summary: 'My six most recent friends (GET /friends/last/{id} without an id)' })
  @ApiOkResponse({ type: FriendListResponseDto })
  async lastMyFriends(@CurrentUser() me: AuthUser): Promise<FriendListResponseDto> {
    return { data: await this.friends.lastFriends(me) };
  }

  @Get('last/:id')
  @ApiOperation({ summary: "A member's six most recent friends, with my relation to each" })
  @ApiOkResponse({ type: FriendListResponseDto })
  @NotFound()
  async lastFriends(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(MSG.userNotFound)) id: number): Promise<FriendListResponseDto> {
    return { data: await this.friends.lastFriends(me, id) };
  }

  @Get('other/:id')
  @ApiOperation({ summary: "Another member's friends (paged), with my relation to each" })
  @ApiPagedResponse(FriendListItemDto)
  @NotFound()
  listOtherFriends(
    @CurrentUser() me: AuthUser,
    @Param('id', new IdPipe(MSG.userNotFound)) id: number,
    @Query() query: FriendListQueryDto,
  ): Promise<Page<FriendListItemDto>> {
    return this.friends.friends(me, query, id);
  }

  @Post('friendship')
  @HttpCode(200)
  @ApiOperation({ summary: 'My relation to a member: friendship_from (my request), friendship_to (theirs)' })
  @ApiOkResponse({ type: FriendshipResponseDto })
  @NotFound()
  async getFriendship(@CurrentUser() me: AuthUser, @Body() body: UserIdBodyDto): Promise<FriendshipResponseDto> {
    return { data: await this.friends.friendship(me, body.user_id) };
  }

  @Post('add')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a friend request' })
  @ApiOkResponse({ type: FriendshipResponseDto, description: 'The relation after the change' })
  @NotFound()
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'One of the two blocked the other' })
  @Conflict('Myself, a request already sent either way, or already friends')
  async addFriend(@CurrentUser() me: AuthUser, @Body() body: UserIdBodyDto): Promise<FriendshipResponseDto> {
    return { data: await this.friends.add(me, body.user_id) };
  }

  @Post('withdraw')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw the friend request I sent' })
  @ApiOkResponse({ type: FriendshipResponseDto, description: 'The relation after the change' })
  @NotFound()
  @Conflict('No pending request of mine to this member')
  async withdrawFriendRequest(
    @CurrentUser() me: AuthUser,
    @Body() body: UserIdBodyDto,
  ): Promise<FriendshipResponseDto> {
    return { data: await this.friends.withdraw(me, body.user_id) };
  }

  @Post('accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept the friend request this member sent me' })
  @ApiOkResponse({ type: FriendshipResponseDto, description: 'The relation after the change' })
  @NotFound()
  @Conflict('No pending request from this member')
  async acceptFriend(@CurrentUser() me: AuthUser, @Body() body: UserIdBodyDto): Promise<FriendshipResponseDto> {
    return { data: await this.friends.accept(me, body.user_id) };
  }

  @Post('decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline the friend request this member sent me' })
  @ApiOkResponse({ type: FriendshipResponseDto, description: 'The relation after the change' })
  @NotFound()
  @Conflict('No pending request from this member')
  async declineFriend(@CurrentUser() me: AuthUser, @Body() body: UserIdBodyDto): Promise<FriendshipResponseDto> {
    return { data: await this.friends.decline(me, body.user_id) };
  }

  @Post('remove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a friend' })
  @ApiOkResponse({ type: FriendshipResponseDto, description: 'The relation after the change' })
  @NotFound()
  @Conflict('Not friends with this member')
  async removeFriend(@CurrentUser() me: AuthUser, @Body() body: UserIdBodyDto): Promise<FriendshipResponseDto> {
    return { data: await this.friends.remove(me, body.user_id) };
  }
}

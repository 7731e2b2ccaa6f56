import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { ApiPagedResponse, pageParams, PageQueryDto, type Page } from '../../common/paging/paging';
import { BlockedUserDto } from './dto/blocks.dto';
import { FriendshipResponseDto } from './dto/friends.dto';
import { BlocksService } from './blocks.service';
import { IdPipe } from '../../common/http/id.pipe';
import { MSG } from '../../common/validation/messages';

/**
 * Blocking, under /users (the users-facing profile routes live in the posts domain's
 * controller; the static `blocked` segment wins over `{name}`).
 */
@MembersApi('friends')
@Controller('users')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get('blocked')
  @ApiOperation({ summary: 'The members I blocked (paged, most recent first)' })
  @ApiPagedResponse(BlockedUserDto)
  listBlockedUsers(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<Page<BlockedUserDto>> {
    return this.blocks.listBlocked(me, pageParams(query));
  }

  @Post(':id/block')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Block a member',
    description:
      'Ends any friendship or pending request between us; friend requests are then refused both ways (403) and each of us ' +
      "disappears from the other's search and friend lists. Blocking again changes nothing.",
  })
  @ApiOkResponse({ type: FriendshipResponseDto, description: 'The relation after the change (blocked_by_me: true)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such member' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Myself' })
  async blockUser(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(MSG.userNotFound)) id: number): Promise<FriendshipResponseDto> {
    return { data: await this.blocks.block(me, id) };
  }

  @Post(':id/unblock')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Unblock a member (the earlier friendship is not restored). Unblocking again changes nothing.',
  })
  @ApiOkResponse({ type: FriendshipResponseDto, description: 'The relation after the change (blocked_by_me: false)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such member' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Myself' })
  async unblockUser(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(MSG.userNotFound)) id: number): Promise<FriendshipResponseDto> {
    return { data: await this.blocks.unblock(me, id) };
  }
}

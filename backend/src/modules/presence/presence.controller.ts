import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { UserSummaryDto } from '../../common/users/user-summary';
import { OnlinesQueryDto, PresenceResponseDto } from './dto/presence.dto';
import { PresenceService } from './presence.service';
import { IdPipe } from '../../common/http/id.pipe';
import { MSG } from '../../common/validation/messages';

/** Presence (spec §7 "onlines"); the GET setters are the spec's own paths. */
@MembersApi('presence')
@Controller('onlines')
export class PresenceController {
  constructor(private readonly presence: PresenceService) {}

  @Get()
  @ApiOperation({ summary: 'My friends who are online or away (paged; sort recent or name; optional search)' })
  @ApiPagedResponse(UserSummaryDto)
  listOnlines(@CurrentUser() me: AuthUser, @Query() query: OnlinesQueryDto): Promise<Page<UserSummaryDto>> {
    return this.presence.onlines(me, query);
  }

  @Get(':id/online')
  @ApiOperation({ summary: 'Mark myself connected (e.g. the tab got focus); my friends are told' })
  @ApiOkResponse({ type: PresenceResponseDto, description: 'My presence as others now see it' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not my own id' })
  async setOnline(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(MSG.userNotFound)) id: number): Promise<PresenceResponseDto> {
    return { data: await this.presence.setOwn(me, id, true) };
  }

  @Get(':id/offline')
  @ApiOperation({ summary: 'Mark myself disconnected (e.g. the tab lost focus); my friends are told' })
  @ApiOkResponse({ type: PresenceResponseDto, description: 'My presence as others now see it' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not my own id' })
  async setOffline(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(MSG.userNotFound)) id: number): Promise<PresenceResponseDto> {
    return { data: await this.presence.setOwn(me, id, false) };
  }
}

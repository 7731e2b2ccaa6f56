import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrors } from '../../common/openapi/decorators';
import { NoWriteLimit } from '../../common/throttle/write-limit';
import { RevokedSessionsDto, SessionListResponseDto } from './dto/session.dto';
import { SessionsService } from './sessions.service';

/** Where the member is signed in, and signing those places out (the security page). */
@MembersApi('auth')
@Controller('auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({ summary: "Where I'm signed in: my open sessions, this one flagged `current`" })
  @ApiOkResponse({ type: SessionListResponseDto })
  async listSessions(@CurrentUser() me: AuthUser): Promise<SessionListResponseDto> {
    return { data: await this.sessions.list(me) };
  }

  @Delete()
  @NoWriteLimit()
  @ApiOperation({ summary: 'Sign out all my other sessions (this one stays); their sockets close at once' })
  @ApiOkResponse({ type: RevokedSessionsDto })
  async revokeOtherSessions(@CurrentUser() me: AuthUser): Promise<RevokedSessionsDto> {
    return { revoked: await this.sessions.revokeOthers(me) };
  }

  @Delete(':id')
  @NoWriteLimit()
  @HttpCode(204)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'Sign out one of my sessions; its tokens stop working and its sockets close at once' })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiErrors({ 404: 'No such open session of mine' })
  async revokeSession(@CurrentUser() me: AuthUser, @Param('id') id: string): Promise<void> {
    await this.sessions.revoke(me, id);
  }
}

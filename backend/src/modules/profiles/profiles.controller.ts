import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { UserProfileResponseDto } from './dto/user-profile.dto';
import { ProfilesService } from './profiles.service';

@MembersApi('users')
@Controller('users')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get(':name')
  @ApiOperation({
    summary: 'A member’s profile: the member, my relation with them, their friends, posts and likes received',
  })
  @ApiParam({ name: 'name', description: 'The username, in any case' })
  @ApiOkResponse({ type: UserProfileResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such member, or one who blocked me or whom I blocked' })
  async getUserProfile(@CurrentUser() me: AuthUser, @Param('name') name: string): Promise<UserProfileResponseDto> {
    return { data: await this.profiles.get(me, name) };
  }
}

import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiMultipart } from '../../common/openapi/decorators';
import { AVATAR_MAX_BYTES, COVER_MAX_BYTES } from '../../common/uploads/images';
import { imageFile, readMultipart } from '../../common/uploads/multipart';
import { StatusDto } from './dto/status.input';
import { ProfileEditDto } from './dto/profile.dto';
import { UserResponseDto } from './dto/user.dto';
import { UsersService } from './users.service';

const AVATAR_FILES = { avatar: imageFile(AVATAR_MAX_BYTES) };
/** Required: without it the answer is 422 'Choose an image'. */
const COVER_FILES = { cover: imageFile(COVER_MAX_BYTES, { required: true }) };

/** The signed-in member's profile (paths under /auth as the spec gives them). */
@MembersApi('auth')
@Controller('auth')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Post('profile/edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Edit the profile: only the fields sent change; optional avatar image (≤ 5 MB)' })
  @ApiMultipart(ProfileEditDto, AVATAR_FILES)
  @ApiOkResponse({ type: UserResponseDto })
  async editProfile(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<UserResponseDto> {
    const form = await readMultipart(req, ProfileEditDto, AVATAR_FILES);
    return { user: await this.users.editProfile(me, form.fields, form.files.avatar?.data) };
  }

  @Post('profile/cover')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the cover image (≤ 10 MB)' })
  @ApiMultipart(null, COVER_FILES)
  @ApiOkResponse({ type: UserResponseDto })
  async updateCover(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<UserResponseDto> {
    const form = await readMultipart(req, null, COVER_FILES);
    return { user: await this.users.setCover(me, form.lists.cover[0].data) };
  }

  @Post('status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set my status: online, away or offline' })
  @ApiOkResponse({ type: UserResponseDto })
  async updateStatus(@CurrentUser() me: AuthUser, @Body() dto: StatusDto): Promise<UserResponseDto> {
    return { user: await this.users.setStatus(me, dto.status) };
  }
}

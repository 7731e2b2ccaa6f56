import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
  ApiExtraModels,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { ValidationFailedException } from '../../common/errors/validation';
import { readMultipart } from '../../common/uploads/multipart';
import { StatusDto } from '../auth/dto/auth.dto';
import { ProfileEditDto } from './dto/profile.dto';
import { UserResponseDto } from './dto/user.dto';
import { UsersService } from './users.service';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_MAX_BYTES = 10 * 1024 * 1024;

class CoverForm {}

/** The signed-in member's profile (paths under /auth as the spec gives them). */
@MembersApi('auth')
@ApiExtraModels(ProfileEditDto)
@Controller('auth')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Post('profile/edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Edit the profile: only the fields sent change; optional avatar image (≤ 5 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      allOf: [
        { $ref: getSchemaPath(ProfileEditDto) },
        {
          type: 'object',
          properties: {
            avatar: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 5 MB' },
          },
        },
      ],
    },
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto })
  @ApiUnsupportedMediaTypeResponse({ type: ApiErrorDto })
  async editProfile(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<UserResponseDto> {
    const form = await readMultipart(req, ProfileEditDto, { avatar: { maxBytes: AVATAR_MAX_BYTES } });
    return { user: await this.users.editProfile(me, form.fields, form.files.avatar?.data) };
  }

  @Post('profile/cover')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the cover image (≤ 10 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['cover'],
      properties: { cover: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 10 MB' } },
    },
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto })
  @ApiUnsupportedMediaTypeResponse({ type: ApiErrorDto })
  async updateCover(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<UserResponseDto> {
    const form = await readMultipart(req, CoverForm, { cover: { maxBytes: COVER_MAX_BYTES } });
    if (!form.files.cover) {
      throw ValidationFailedException.field('cover', 'Choose an image');
    }
    return { user: await this.users.setCover(me, form.files.cover.data) };
  }

  @Post('status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set my status: online, away or offline' })
  @ApiOkResponse({ type: UserResponseDto })
  async updateStatus(@CurrentUser() me: AuthUser, @Body() dto: StatusDto): Promise<UserResponseDto> {
    return { user: await this.users.setStatus(me, dto.status) };
  }
}

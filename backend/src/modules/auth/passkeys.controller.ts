import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors, PublicThrottled } from '../../common/openapi/decorators';
import { TWO_FACTOR_MSG } from '../../common/validation/messages';
import { LoginResponseDto } from './dto/auth.dto';
import { PasskeyDto, PasskeyListDto, WebAuthnOptionsDto } from './dto/passkeys.dto';
import { PasskeyLoginInput, RegisterPasskeyInput, RenamePasskeyInput } from './dto/passkeys.input';
import { PasskeysService } from './passkeys.service';

const PasskeyId = () => Param('id', new IdPipe(TWO_FACTOR_MSG.passkeyNotFound));
const meta = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

/** The signed-in member's passkeys. */
@MembersApi('auth')
@Controller('auth/passkeys')
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @Post('options')
  @HttpCode(200)
  @ApiOperation({ summary: 'Options for navigator.credentials.create(): start adding a passkey (the challenge works once, 5 minutes)' })
  @ApiOkResponse({ type: WebAuthnOptionsDto })
  @ApiErrors({ 409: 'The member already keeps the most passkeys allowed' })
  async passkeyRegistrationOptions(@CurrentUser() me: AuthUser): Promise<WebAuthnOptionsDto> {
    return { data: await this.passkeys.registrationOptions(me) };
  }

  @Post()
  @ApiOperation({ summary: 'Add a passkey: the authenticator’s answer to the options, and a name' })
  @ApiDataResponse(PasskeyDto, 201)
  async registerPasskey(@CurrentUser() me: AuthUser, @Body() dto: RegisterPasskeyInput): Promise<{ data: PasskeyDto }> {
    return { data: await this.passkeys.register(me, dto.name, dto.response) };
  }

  @Get()
  @ApiOperation({ summary: 'My passkeys' })
  @ApiOkResponse({ type: PasskeyListDto })
  async listPasskeys(@CurrentUser() me: AuthUser): Promise<PasskeyListDto> {
    return { data: await this.passkeys.list(me) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename one of my passkeys' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(PasskeyDto)
  @ApiErrors({ 404: 'No such passkey of mine' })
  async renamePasskey(@CurrentUser() me: AuthUser, @PasskeyId() id: number, @Body() dto: RenamePasskeyInput): Promise<{ data: PasskeyDto }> {
    return { data: await this.passkeys.rename(me, id, dto.name) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove one of my passkeys (it no longer signs in)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors({ 404: 'No such passkey of mine' })
  async deletePasskey(@CurrentUser() me: AuthUser, @PasskeyId() id: number): Promise<void> {
    await this.passkeys.remove(me, id);
  }
}

/** Signing in with a passkey, without typing an email (the authenticator offers its passkeys for Plaza). */
@ApiTags('auth')
@Controller('auth/passkey/login')
export class PasskeyLoginController {
  constructor(private readonly passkeys: PasskeysService) {}

  @Post('options')
  @PublicThrottled()
  @HttpCode(200)
  @ApiOperation({ summary: 'Options for navigator.credentials.get(): start a passkey sign-in (the challenge works once, 5 minutes)' })
  @ApiOkResponse({ type: WebAuthnOptionsDto })
  async passkeyLoginOptions(): Promise<WebAuthnOptionsDto> {
    return { data: await this.passkeys.loginOptions() };
  }

  @Post()
  @PublicThrottled()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a passkey (counts as two factors: no code is asked)' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiErrors({ 401: 'Unknown passkey, a signature that does not verify, or an expired challenge', 403: 'The account is suspended', 422: 'Validation failed' })
  loginWithPasskey(@Body() dto: PasskeyLoginInput, @Req() req: FastifyRequest): Promise<LoginResponseDto> {
    return this.passkeys.login(dto.response, meta(req));
  }
}

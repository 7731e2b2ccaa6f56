import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { ApiErrors, PublicThrottled, SignInThrottled } from '../../common/openapi/decorators';
import { NoWriteLimit } from '../../common/throttle/write-limit';
import { UserResponseDto } from '../users';
import { UsersService } from '../users';
import { AuthService } from './auth.service';
import {
  ForgotPasswordDto,
  LoginDto,
  LoginResponseDto,
  MessageDto,
  RefreshDto,
  RegisterDto,
  ResetPasswordDto,
  ResetTokenResponseDto,
  TokenPairDto,
} from './dto/auth.dto';
import { TwoFactorChallengeDto } from './dto/two-factor.dto';
import { LoginSecondStepInput } from './dto/two-factor.input';
import { TokensService } from './tokens.service';
import { TwoFactorService } from './two-factor.service';

const meta = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

@ApiTags('auth')
@ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Validation failed' })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokensService,
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Post('register')
  @PublicThrottled({ perAccount: true })
  @ApiOperation({ summary: 'Sign up. The member then signs in.' })
  @ApiCreatedResponse({ type: UserResponseDto })
  async register(@Body() dto: RegisterDto): Promise<UserResponseDto> {
    return { user: await this.auth.register(dto) };
  }

  @Post('login')
  @SignInThrottled()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password; with two-factor authentication on, answers a challenge for POST /auth/login/2fa instead' })
  @ApiExtraModels(LoginResponseDto, TwoFactorChallengeDto)
  @ApiOkResponse({
    description: '`{ user, token }`, or `{ two_factor_required: true, challenge }` when the account has two-factor authentication on',
    schema: { oneOf: [{ $ref: getSchemaPath(LoginResponseDto) }, { $ref: getSchemaPath(TwoFactorChallengeDto) }] },
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Wrong email or password' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'The account is suspended' })
  login(@Body() dto: LoginDto, @Req() req: FastifyRequest): Promise<LoginResponseDto | TwoFactorChallengeDto> {
    return this.auth.login(dto, meta(req));
  }

  @Post('login/2fa')
  @PublicThrottled()
  @HttpCode(200)
  @ApiOperation({ summary: 'Second step of a sign-in: the challenge and a code from the authenticator app (or a recovery code)' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiErrors({ 401: 'The challenge is unknown, used, expired or void after too many wrong codes', 403: 'The account is suspended', 429: 'Too many wrong codes for this account' })
  loginSecondStep(@Body() dto: LoginSecondStepInput, @Req() req: FastifyRequest): Promise<LoginResponseDto> {
    return this.twoFactor.completeLogin(dto, meta(req));
  }

  @Post('refresh')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Trade a refresh token (once) for a new token pair' })
  @ApiOkResponse({ type: TokenPairDto })
  @ApiUnauthorizedResponse({
    type: ApiErrorDto,
    description: 'Unknown, expired, revoked or already used refresh token',
  })
  refresh(@Body() dto: RefreshDto): Promise<TokenPairDto> {
    return this.tokens.refresh(dto.refresh_token);
  }

  @Post('logout')
  @NoWriteLimit()
  @HttpCode(200)
  @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'Sign out: ends this session and its refresh token family' })
  @ApiOkResponse({ type: MessageDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async logout(@CurrentUser() user: AuthUser): Promise<MessageDto> {
    await this.auth.logout(user.sessionId);
    return { message: 'Signed out' };
  }

  @Get('me')
  @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'The signed-in member' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async me(@CurrentUser() user: AuthUser): Promise<UserResponseDto> {
    return { user: await this.users.get(user.id) };
  }

  @Post('password/forgot')
  @PublicThrottled({ perAccount: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a password-reset link (same answer whether or not the account exists)' })
  @ApiOkResponse({ type: MessageDto })
  async forgot(@Body() dto: ForgotPasswordDto): Promise<MessageDto> {
    await this.auth.forgot(dto.email);
    return { message: 'If an account exists for this email, a link to reset its password is on its way.' };
  }

  @Get('password/reset/:token')
  @PublicThrottled({ perAccount: true })
  @ApiOperation({ summary: 'Check a mailed reset link before the member types a new password' })
  @ApiOkResponse({ type: ResetTokenResponseDto, description: 'The link is valid' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'The link is unknown, used or expired' })
  async checkResetToken(@Param('token') token: string): Promise<ResetTokenResponseDto> {
    return { data: await this.auth.checkResetToken(token) };
  }

  @Post('password/reset/:token')
  @PublicThrottled({ perAccount: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the mailed single-use token; signs out every session' })
  @ApiOkResponse({ type: MessageDto })
  async reset(@Param('token') token: string, @Body() dto: ResetPasswordDto): Promise<MessageDto> {
    await this.auth.reset(token, dto);
    return { message: 'Password Changed' };
  }
}

import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { UserResponseDto } from '../users';
import { RecoveryCodesResponseDto, TotpSetupDto } from './dto/two-factor.dto';
import { ConfirmTotpInput, DisableTotpInput } from './dto/two-factor.input';
import { TwoFactorService } from './two-factor.service';

/** The signed-in member's authenticator app (TOTP) and recovery codes. */
@MembersApi('auth')
@Controller('auth/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post('totp')
  @ApiOperation({ summary: 'Start adding an authenticator app: a new secret, its otpauth:// URI and QR code (pending until confirmed)' })
  @ApiDataResponse(TotpSetupDto, 201)
  @ApiErrors({ 409: 'Two-factor authentication is already on' })
  async startTotp(@CurrentUser() me: AuthUser): Promise<{ data: TotpSetupDto }> {
    return { data: await this.twoFactor.startTotp(me) };
  }

  @Post('totp/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn two-factor authentication on with a code from the app; answers ten recovery codes, shown once' })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiErrors({ 409: 'Two-factor authentication is already on' })
  confirmTotp(@CurrentUser() me: AuthUser, @Body() dto: ConfirmTotpInput): Promise<RecoveryCodesResponseDto> {
    return this.twoFactor.confirmTotp(me, dto.code);
  }

  @Delete('totp')
  @ApiOperation({ summary: 'Turn two-factor authentication off: the password and a code (or a recovery code)' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors({ 409: 'Two-factor authentication is not on', 429: 'Too many wrong codes for this account' })
  async disableTotp(@CurrentUser() me: AuthUser, @Body() dto: DisableTotpInput): Promise<UserResponseDto> {
    return { user: await this.twoFactor.disableTotp(me, dto) };
  }
}

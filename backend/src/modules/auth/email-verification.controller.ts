import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { ApiErrors, PublicThrottled } from '../../common/openapi/decorators';
import { EMAIL_MSG } from '../../common/validation/messages';
import { MessageDto } from './dto/auth.dto';
import { EmailVerifiedDto } from './dto/email-verification.dto';
import { EMAIL_LINK_TTL_HOURS, EmailVerificationService } from './email-verification.service';

/** Confirming a member's email address by the link mailed to it. */
@ApiTags('auth')
@Controller('auth/email')
export class EmailVerificationController {
  constructor(private readonly emails: EmailVerificationService) {}

  @Post('verify/:token')
  @PublicThrottled({ perAccount: true })
  @HttpCode(200)
  @ApiOperation({
    summary: `Follow a mailed confirmation link (single use, valid ${EMAIL_LINK_TTL_HOURS} h): confirms the address, or swaps in the new one after a change`,
  })
  @ApiOkResponse({ type: EmailVerifiedDto })
  @ApiErrors({ 404: 'The link is unknown, used, expired or for an address no longer in play', 409: 'Another account took the new address meanwhile' })
  verifyEmail(@Param('token') token: string): Promise<EmailVerifiedDto> {
    return this.emails.verify(token);
  }

  @Post('resend')
  @HttpCode(200)
  @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'Mail the confirmation link again (to the pending new address if there is one); one a minute, five an hour' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors(401, { 409: 'My address is already confirmed and no change is pending', 429: 'A link was mailed too recently: wait for the seconds in Retry-After' })
  async resendEmailConfirmation(@CurrentUser() me: AuthUser): Promise<MessageDto> {
    return { message: EMAIL_MSG.sentTo(await this.emails.resend(me)) };
  }
}

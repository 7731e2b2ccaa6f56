import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../users';

/** A pending authenticator: add it to the app (scan the QR code or type the secret), then confirm a code. */
export class TotpSetupDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXP', description: 'The shared secret, base32' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Plaza:ana%40example.com?issuer=Plaza&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30' })
  uri!: string;
  @ApiProperty({ example: 'data:image/png;base64,iVBORw0KGgo…', description: 'The URI as a QR code, a PNG data: URL' })
  qr_code!: string;
}

export class RecoveryCodesResponseDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
  @ApiProperty({ type: [String], example: ['abcde-fghjk'], description: 'Ten single-use codes, shown this once' })
  recovery_codes!: string[];
}

/** The first step's answer when the account has two-factor authentication on. */
export class TwoFactorChallengeDto {
  @ApiProperty({ enum: [true], example: true }) two_factor_required!: true;
  @ApiProperty({ description: 'Send it with a code to POST /auth/login/2fa (single use, valid 5 minutes)' }) challenge!: string;
  @ApiProperty({ type: String, format: 'date-time' }) expires_at!: string;
}

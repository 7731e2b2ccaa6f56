import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { UserDto } from '../../users';
import { MSG } from '../../../common/validation/messages';
import { NameField, PasswordConfirmation, StrongPassword, UsernameField } from '../../../common/validation/text-rules';

const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Sign-up form (spec §5). */
export class RegisterDto {
  @ApiProperty({ minLength: 3, maxLength: 255, example: 'Ana' })
  @NameField()
  first_name!: string;

  @ApiProperty({ minLength: 3, maxLength: 255, example: 'Lima' })
  @NameField()
  last_name!: string;

  @ApiProperty({ format: 'email', maxLength: 255, example: 'ana@example.com' })
  @Transform(lower)
  @IsNotEmpty({ message: MSG.emailRequired })
  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(255, { message: MSG.max255 })
  email!: string;

  @ApiProperty({ minLength: 3, maxLength: 255, example: 'ana' })
  @UsernameField()
  username!: string;

  @ApiProperty({ minLength: 8, maxLength: 255, example: 'Secret!123', description: '≥ 8 characters, one uppercase letter, one special character' })
  @StrongPassword()
  password!: string;

  @ApiProperty({ example: 'Secret!123' })
  @PasswordConfirmation()
  password_confirmation!: string;
}

/** Sign-in form (spec §5). */
export class LoginDto {
  @ApiProperty({ format: 'email', example: 'ana@example.com' })
  @Transform(lower)
  @IsNotEmpty({ message: MSG.emailRequired })
  @IsEmail({}, { message: MSG.emailInvalid })
  email!: string;

  @ApiProperty({ example: 'Secret!123' })
  @IsNotEmpty({ message: MSG.passwordRequired })
  @IsString({ message: MSG.passwordRequired })
  password!: string;
}

export class RefreshDto {
  @ApiProperty({ description: 'The refresh token from the last login or refresh' })
  @IsNotEmpty({ message: MSG.required })
  @IsString({ message: MSG.required })
  refresh_token!: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ format: 'email', example: 'ana@example.com' })
  @Transform(lower)
  @IsNotEmpty({ message: MSG.emailRequired })
  @IsEmail({}, { message: MSG.emailInvalid })
  email!: string;
}

export class ResetPasswordDto {
  @ApiPropertyOptional({ description: "The link's token again, as the spec's client sends it; must equal the path's" })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  token?: string;

  @ApiProperty({ minLength: 8, maxLength: 255 })
  @StrongPassword()
  password!: string;

  @ApiProperty()
  @PasswordConfirmation()
  password_confirmation!: string;
}

export class TokenPairDto {
  @ApiProperty({ description: 'JWT, valid 15 minutes' }) access_token!: string;
  @ApiProperty({ description: 'Opaque, single use, valid 30 days' }) refresh_token!: string;
}

export class LoginResponseDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
  @ApiProperty({ type: TokenPairDto }) token!: TokenPairDto;
}

export class MessageDto {
  @ApiProperty({ example: 'Password Changed' }) message!: string;
}

/** A password-reset link that can still be used. */
export class ResetTokenDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'Until when the link works (it works once)' })
  expires_at!: string;
}

export class ResetTokenResponseDto {
  @ApiProperty({ type: ResetTokenDto }) data!: ResetTokenDto;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MSG } from '../../../common/validation/messages';
import { MatchesField, NameField, NoNulCharacter, StrongPassword, UsernameField } from '../../../common/validation/text-rules';


/**
 * The profile form (spec §5). Every field is optional in a request, since the client sends only
 * the fields that changed; a field that is sent must satisfy its rule. Sent as multipart with
 * an optional `avatar` image.
 */
export class ProfileEditDto {
  @ApiPropertyOptional({ minLength: 3, maxLength: 255 })
  @IsOptional()
  @NameField()
  first_name?: string;

  @ApiPropertyOptional({ minLength: 3, maxLength: 255 })
  @IsOptional()
  @NameField()
  last_name?: string;

  @ApiPropertyOptional({ minLength: 3, maxLength: 255 })
  @IsOptional()
  @UsernameField()
  username?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: 255 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: MSG.emailRequired })
  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(255, { message: MSG.max255 })
  email?: string;

  @ApiPropertyOptional({
    minLength: 8,
    maxLength: 255,
    description: 'A new password (the sign-up rules); needs password_confirmation and current_password, and signs out the other sessions',
  })
  @IsOptional()
  @StrongPassword()
  password?: string;

  @ApiPropertyOptional()
  @ValidateIf((o: ProfileEditDto) => o.password !== undefined || o.password_confirmation !== undefined)
  @MatchesField('password', { message: MSG.passwordsMatch })
  password_confirmation?: string;

  @ApiPropertyOptional({ maxLength: 255, description: 'The password now in use: required to change the password or the email' })
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: MSG.max255 })
  @NoNulCharacter()
  current_password?: string;

  @ApiPropertyOptional({ example: '1990-04-12' })
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: MSG.dateInvalid })
  @MaxLength(255, { message: MSG.max255 })
  date_of_birth?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: MSG.max500 })
  about?: string;

  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255, { message: MSG.max255 }) gender?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255, { message: MSG.max255 }) location?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255, { message: MSG.max255 }) country?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255, { message: MSG.max255 }) favorite_tv_show?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255, { message: MSG.max255 }) favorite_music?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255, { message: MSG.max255 }) education?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255, { message: MSG.max255 }) other_interests?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255, { message: MSG.max255 }) work_experience?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, registerDecorator, ValidateIf } from 'class-validator';
import { TWO_FACTOR_MSG } from '../../../common/validation/messages';
import { NoNulCharacter } from '../../../common/validation/text-rules';

/** A code as typed: six digits from the app, or (where allowed) a recovery code. */
const CODE_MAX = 32;

/** At most `max` characters, one message; a missing or non-text value is left to the other rules. */
function MaxChars(max: number, message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'maxChars',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: { validate: (value: unknown) => typeof value !== 'string' || value.length <= max },
    });
}

export class ConfirmTotpInput {
  @ApiProperty({ example: '123456', maxLength: CODE_MAX, description: 'The 6-digit code the authenticator app shows now' })
  @IsNotEmpty({ message: TWO_FACTOR_MSG.codeRequired })
  @IsString({ message: TWO_FACTOR_MSG.codeRequired })
  @MaxChars(CODE_MAX, TWO_FACTOR_MSG.codeInvalid)
  @NoNulCharacter()
  code!: string;
}

export class DisableTotpInput {
  @ApiProperty({ example: 'Secret!123', maxLength: 255 })
  @IsNotEmpty({ message: TWO_FACTOR_MSG.passwordRequired })
  @IsString({ message: TWO_FACTOR_MSG.passwordRequired })
  @MaxChars(255, TWO_FACTOR_MSG.passwordIncorrect)
  password!: string;

  @ApiProperty({ example: '123456', maxLength: CODE_MAX, description: 'A code from the authenticator app, or one of the recovery codes' })
  @IsNotEmpty({ message: TWO_FACTOR_MSG.codeRequired })
  @IsString({ message: TWO_FACTOR_MSG.codeRequired })
  @MaxChars(CODE_MAX, TWO_FACTOR_MSG.codeInvalid)
  @NoNulCharacter()
  code!: string;
}

/** The second step of a sign-in: the challenge the first answered, and a code or a recovery code. */
export class LoginSecondStepInput {
  @ApiProperty({ description: 'The challenge POST /auth/login answered', maxLength: 128 })
  @IsNotEmpty({ message: TWO_FACTOR_MSG.challengeRequired })
  @IsString({ message: TWO_FACTOR_MSG.challengeRequired })
  @MaxChars(128, TWO_FACTOR_MSG.challengeInvalid)
  challenge!: string;

  @ApiPropertyOptional({ example: '123456', maxLength: CODE_MAX, description: 'The 6-digit code; or send recovery_code instead' })
  @ValidateIf((o: LoginSecondStepInput) => o.recovery_code === undefined || o.code !== undefined)
  @IsNotEmpty({ message: TWO_FACTOR_MSG.codeRequired })
  @IsString({ message: TWO_FACTOR_MSG.codeRequired })
  @MaxChars(CODE_MAX, TWO_FACTOR_MSG.codeInvalid)
  @NoNulCharacter()
  code?: string;

  @ApiPropertyOptional({ example: 'abcde-fghjk', maxLength: CODE_MAX, description: 'One of the ten recovery codes (each works once)' })
  @IsOptional()
  @IsString({ message: TWO_FACTOR_MSG.recoveryInvalid })
  @MaxChars(CODE_MAX, TWO_FACTOR_MSG.recoveryInvalid)
  @NoNulCharacter()
  recovery_code?: string;
}

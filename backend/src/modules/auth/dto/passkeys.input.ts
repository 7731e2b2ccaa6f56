import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmptyObject, IsObject } from 'class-validator';
import { TWO_FACTOR_MSG } from '../../../common/validation/messages';
import { RequiredText } from '../../../common/validation/text-rules';

const NAME_MAX = 64;
const CREDENTIAL = { type: 'object', additionalProperties: true } as const;

export class RegisterPasskeyInput {
  @RequiredText(NAME_MAX, 'My phone', { message: TWO_FACTOR_MSG.passkeyNameMax, description: 'A name for the member to tell their passkeys apart' })
  name!: string;

  @ApiProperty({ ...CREDENTIAL, description: "navigator.credentials.create()'s answer as JSON (RegistrationResponseJSON, e.g. @simplewebauthn/browser's startRegistration)" })
  @IsObject({ message: TWO_FACTOR_MSG.passkeyInvalid })
  @IsNotEmptyObject({}, { message: TWO_FACTOR_MSG.passkeyInvalid })
  response!: Record<string, unknown>;
}

export class RenamePasskeyInput {
  @RequiredText(NAME_MAX, 'My laptop', { message: TWO_FACTOR_MSG.passkeyNameMax })
  name!: string;
}

export class PasskeyLoginInput {
  @ApiProperty({ ...CREDENTIAL, description: "navigator.credentials.get()'s answer as JSON (AuthenticationResponseJSON, e.g. @simplewebauthn/browser's startAuthentication)" })
  @IsObject({ message: TWO_FACTOR_MSG.passkeyInvalid })
  @IsNotEmptyObject({}, { message: TWO_FACTOR_MSG.passkeyInvalid })
  response!: Record<string, unknown>;
}

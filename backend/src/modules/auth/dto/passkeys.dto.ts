import { ApiProperty } from '@nestjs/swagger';

export class PasskeyDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'My phone' }) name!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Its last sign-in; null when never used' })
  last_used_at!: string | null;
}

export class PasskeyListDto {
  @ApiProperty({ type: [PasskeyDto] }) data!: PasskeyDto[];
}

/** Options for navigator.credentials.create() or .get(), as JSON (@simplewebauthn/browser takes them as they are). */
export class WebAuthnOptionsDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON' })
  data!: Record<string, unknown>;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NOTIFY_MSG } from '../../../../common/validation/messages';

export class PushPublicKeyDto {
  @ApiProperty({ description: 'The VAPID public key (base64url, uncompressed P-256): PushManager.subscribe’s applicationServerKey' })
  public_key!: string;
}

export class PushSubscriptionKeysInput {
  @ApiProperty({ description: 'The subscription’s P-256 ECDH public key (base64url)' })
  @IsString({ message: NOTIFY_MSG.key })
  @IsNotEmpty({ message: NOTIFY_MSG.key })
  @MaxLength(128, { message: NOTIFY_MSG.key })
  p256dh!: string;

  @ApiProperty({ description: 'The subscription’s authentication secret (base64url, 16 bytes)' })
  @IsString({ message: NOTIFY_MSG.key })
  @IsNotEmpty({ message: NOTIFY_MSG.key })
  @MaxLength(64, { message: NOTIFY_MSG.key })
  auth!: string;
}

/** POST /push/subscriptions: PushSubscription.toJSON() as the browser gives it. */
export class CreatePushSubscriptionInput {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/…', description: 'The push service’s https:// address for this device' })
  @IsString({ message: NOTIFY_MSG.endpoint })
  @IsNotEmpty({ message: NOTIFY_MSG.endpoint })
  @MaxLength(1024, { message: NOTIFY_MSG.endpoint })
  endpoint!: string;

  @ApiProperty({ type: PushSubscriptionKeysInput })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysInput)
  @IsNotEmpty({ message: NOTIFY_MSG.key })
  keys!: PushSubscriptionKeysInput;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'As the browser gives it; ignored (the push service says when it is gone)' })
  @IsOptional()
  expirationTime?: number | null;
}

export class PushSubscriptionDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ description: 'The push service’s host (the full endpoint is a secret of the device)' }) service!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The browser that subscribed' }) user_agent!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_sent_at!: string | null;
}

export class PushSubscriptionListDto {
  @ApiProperty({ type: [PushSubscriptionDto] }) data!: PushSubscriptionDto[];
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { NOTIFY_MSG } from '../../../../common/validation/messages';
import { CHANNELS, DIGEST_FREQUENCIES, PREFERENCE_KINDS, type DigestFrequency } from '../preference-kinds';

/** One kind's switches: shown in the app, pushed to the member's devices, mailed. */
export class ChannelSwitchesDto {
  @ApiProperty() in_app!: boolean;
  @ApiProperty() push!: boolean;
  @ApiProperty() email!: boolean;
}

/** PUT: the switches to change of one kind (the others keep their value). */
export class ChannelSwitchesInput {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: NOTIFY_MSG.switch }) in_app?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: NOTIFY_MSG.switch }) push?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: NOTIFY_MSG.switch }) email?: boolean;
}

/** Every kind's switches (one property per PREFERENCE_KINDS entry, declared in the loop below). */
export class PreferenceMatrixDto {}
/** PUT: the kinds to change. */
export class PreferenceMatrixInput {}

for (const kind of PREFERENCE_KINDS) {
  ApiProperty({ type: ChannelSwitchesDto })(PreferenceMatrixDto.prototype, kind);
  for (const decorate of [
    ApiPropertyOptional({ type: ChannelSwitchesInput }),
    IsOptional(),
    IsObject({ message: NOTIFY_MSG.channels }),
    ValidateNested(),
    Type(() => ChannelSwitchesInput),
  ]) {
    decorate(PreferenceMatrixInput.prototype, kind);
  }
}

export class NotificationPreferencesDto {
  @ApiProperty({ type: PreferenceMatrixDto, description: `Per kind (${PREFERENCE_KINDS.join(', ')}), per channel (${CHANNELS.join(', ')})` })
  channels!: PreferenceMatrixDto;
  @ApiProperty({ enum: DIGEST_FREQUENCIES, enumName: 'DigestFrequency', description: 'How often a digest of unseen notifications is mailed' })
  digest!: DigestFrequency;
  @ApiProperty({ example: 'Europe/Paris', description: 'IANA time zone: quiet hours and the digest follow it' })
  time_zone!: string;
  @ApiProperty({ type: Number, nullable: true, example: 22, description: 'Quiet hours start (local hour 0–23); null: none' })
  quiet_hours_start!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 7, description: 'Quiet hours end (local hour 0–23, excluded); null: none' })
  quiet_hours_end!: number | null;
}

/** PUT /me/notification-preferences: what to change; anything left out keeps its value. */
export class UpdateNotificationPreferencesInput {
  @ApiPropertyOptional({ type: PreferenceMatrixInput })
  @IsOptional()
  @IsObject({ message: NOTIFY_MSG.channels })
  @ValidateNested()
  @Type(() => PreferenceMatrixInput)
  channels?: PreferenceMatrixInput;

  @ApiPropertyOptional({ enum: DIGEST_FREQUENCIES, enumName: 'DigestFrequency' })
  @IsOptional()
  @IsIn(DIGEST_FREQUENCIES, { message: NOTIFY_MSG.digest })
  digest?: DigestFrequency;

  @ApiPropertyOptional({ example: 'Europe/Paris' })
  @IsOptional()
  @IsString({ message: NOTIFY_MSG.timeZone })
  time_zone?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null clears quiet hours (with quiet_hours_end null)' })
  @IsOptional()
  @IsInt({ message: NOTIFY_MSG.quietHour })
  @Min(0, { message: NOTIFY_MSG.quietHour })
  @Max(23, { message: NOTIFY_MSG.quietHour })
  quiet_hours_start?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt({ message: NOTIFY_MSG.quietHour })
  @Min(0, { message: NOTIFY_MSG.quietHour })
  @Max(23, { message: NOTIFY_MSG.quietHour })
  quiet_hours_end?: number | null;
}

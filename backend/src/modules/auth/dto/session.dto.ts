import { ApiProperty } from '@nestjs/swagger';
import { DEVICE_KINDS, type DeviceKind } from '../device';

/** One of the member's open sessions (a signed-in browser or app), as the security page lists it. */
export class SessionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Chrome 131', description: 'Browser and major version from the user agent; "Unknown browser" when it says none' })
  browser!: string;
  @ApiProperty({ example: 'Linux', description: 'Operating system from the user agent; "Unknown OS" when it says none' })
  os!: string;
  @ApiProperty({ enum: DEVICE_KINDS, enumName: 'DeviceKind' }) device!: DeviceKind;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7', description: 'The address it signed in from' })
  ip!: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it signed in' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it was last used (kept to within a few minutes)' })
  last_used_at!: string;
  @ApiProperty({ description: 'True for the session making this request (this device)' }) current!: boolean;
}

export class SessionListResponseDto {
  @ApiProperty({ type: [SessionDto], description: 'This device first, then the most recently used' }) data!: SessionDto[];
}

export class RevokedSessionsDto {
  @ApiProperty({ example: 2, description: 'How many sessions were signed out' }) revoked!: number;
}

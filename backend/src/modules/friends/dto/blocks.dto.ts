import { ApiProperty } from '@nestjs/swagger';

/** A member I blocked, as the block list shows them (no presence: blocking ends that too). */
export class BlockedUserDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'José' }) first_name!: string;
  @ApiProperty({ example: 'Álvarez' }) last_name!: string;
  @ApiProperty({ example: 'jose' }) username!: string;
  @ApiProperty({ type: String, nullable: true, description: 'File name under /storage/avatars/' }) avatar!: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When I blocked them' }) blocked_at!: string;
}

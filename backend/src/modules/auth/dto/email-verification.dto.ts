import { ApiProperty } from '@nestjs/swagger';

/** A followed confirmation link. */
export class EmailVerifiedDto {
  @ApiProperty({ example: 'Your email address is confirmed.' }) message!: string;
  @ApiProperty({ example: 'ana@example.com', description: 'The address now confirmed (the new one after a change)' }) email!: string;
}

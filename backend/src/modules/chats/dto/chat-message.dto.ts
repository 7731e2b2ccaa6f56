import { ApiProperty } from '@nestjs/swagger';

/** 1: sent by the chat's user_one; 2: sent by its user_two (spec §3). */
export const MESSAGE_TYPES = [1, 2] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A chat message; `chats.message` carries it as a JSON string. */
export class ChatMessageDto {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ example: 7 }) chat_id!: number;
  @ApiProperty({ example: 'Hello!', maxLength: 500 }) message!: string;
  @ApiProperty({ enum: MESSAGE_TYPES, enumName: 'MessageType', description: '1: sent by user_one, 2: sent by user_two' })
  type!: MessageType;
  @ApiProperty({ example: 1, description: 'The sender' }) user_id!: number;
  @ApiProperty({ type: String, nullable: true, description: "The sender's client_id, when the send carried one" })
  client_id!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the recipient saw it' })
  seen_at!: string | null;
  @ApiProperty({ description: 'Hidden by a moderator: only its sender still sees it' }) hidden!: boolean;
}

export class ChatMessageResponseDto {
  @ApiProperty({ type: ChatMessageDto }) data!: ChatMessageDto;
}

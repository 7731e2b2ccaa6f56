import { ApiProperty } from '@nestjs/swagger';
import { USER_STATUSES, type UserStatus } from '../../users';
import { ChatMessageDto } from './chat-message.dto';

/** A participant as a chat shows them: never more than the public summary (no email). */
export class ChatUserDto {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'Bruno' }) first_name!: string;
  @ApiProperty({ example: 'Costa' }) last_name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/avatars/<file>' })
  avatar!: string | null;
  @ApiProperty() is_online!: boolean;
  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus' }) status!: UserStatus;
}

/** A one-to-one chat, as the signed-in member sees it. */
export class ChatDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ type: ChatUserDto, description: 'Who opened the chat (their messages have type 1)' }) user_one!: ChatUserDto;
  @ApiProperty({ type: ChatUserDto, description: 'The other participant (their messages have type 2)' }) user_two!: ChatUserDto;
  @ApiProperty({ type: ChatMessageDto, nullable: true, description: 'The newest message I can see, or null' })
  last_message!: ChatMessageDto | null;
  @ApiProperty({ example: 2, description: 'Messages sent to me in this chat that I have not seen' }) unseen_count!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class ChatResponseDto {
  @ApiProperty({ type: ChatDto }) data!: ChatDto;
}

/** The count of messages sent to me that I have not seen (spec §3 "messages_count"). */
export class UnseenMessagesCountDto {
  @ApiProperty({ example: 3 }) messages_count!: number;
}

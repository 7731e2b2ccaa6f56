import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type as TransformType } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import { MAX_ID } from '../../../common/http/id.pipe';
import { PageQueryDto } from '../../../common/paging/paging';
import { IsId } from '../../../common/validation/id';
import { createValidationPipe, IgnoresExtraFields } from '../../../common/errors/validation';
import { CHAT_MSG } from '../../../common/validation/messages';
import { MESSAGE_MAX_LENGTH, MESSAGES_PAGE_SIZE } from './messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Accepts `7` and `"7"` (form bodies), leaves anything else for the validators to refuse. */
const wholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value);

/** A send's client_id: a UUID, or up to 64 letters, digits, "-" or "_". */
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** At most `max` characters (code points, as PostgreSQL counts them); anything not a string is left to IsString. */
function MaxChars(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'maxChars', constraints: [max], validator: { validate: (v: unknown) => typeof v !== 'string' || [...v].length <= max } }, options);
}

export class CreateChatDto {
  @ApiProperty({ example: 2, description: 'The member to chat with' })
  @Transform(wholeNumber)
  @IsNotEmpty({ message: CHAT_MSG.required })
  @IsId({ message: CHAT_MSG.userId })
  user_id!: number;
}

export class CreateChatMessageDto {
  @ApiProperty({ example: 'Hello!', minLength: 1, maxLength: MESSAGE_MAX_LENGTH, description: 'Trimmed; 1 to 500 characters' })
  @Transform(trim)
  @IsNotEmpty({ message: CHAT_MSG.required })
  @IsString({ message: CHAT_MSG.required })
  @MaxChars(MESSAGE_MAX_LENGTH, { message: CHAT_MSG.messageMax })
  message!: string;

  @ApiPropertyOptional({
    example: '0b6c5f1e-3f5e-4c1a-9a53-6f1f1d0c2b7a',
    maxLength: 64,
    description: 'Chosen by the client for this send (a UUID, or up to 64 letters, digits, "-" or "_"). A retried send with the same client_id returns the message already created (200) instead of adding one.',
  })
  @IsOptional()
  @IsString({ message: CHAT_MSG.clientId })
  @Matches(CLIENT_ID, { message: CHAT_MSG.clientId })
  client_id?: string;
}

/** A send's body once checked: the text trimmed. */
export interface SendMessageBody {
  message: string;
  client_id?: string;
}

const SEND_FIELDS = new Set(['message', 'client_id']);

/**
 * The send's body (POST /chats/{id}/messages, the hottest write): a well-formed body is checked
 * here by hand, to the same rules as CreateChatMessageDto; anything else goes through the global
 * validation with that class, so every refusal keeps its 422 word for word. The parameter must be
 * typed `SendMessageBody` (an interface: the global pipe then leaves it alone).
 */
@Injectable()
export class SendMessageBodyPipe implements PipeTransform<unknown, SendMessageBody | Promise<unknown>> {
  private readonly validation = createValidationPipe();

  transform(value: unknown): SendMessageBody | Promise<unknown> {
    return wellFormedSend(value) ?? this.validation.transform(value, { type: 'body', metatype: CreateChatMessageDto, data: undefined });
  }
}

/** The body as CreateChatMessageDto would make it, when it passes every rule at first sight; else undefined. */
function wellFormedSend(value: unknown): SendMessageBody | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return undefined;
  }
  const body = value as Record<string, unknown>;
  for (const key in body) {
    if (!SEND_FIELDS.has(key) || !Object.hasOwn(body, key)) {
      return undefined;
    }
  }
  const { message, client_id } = body;
  if (typeof message !== 'string' || (client_id !== undefined && (typeof client_id !== 'string' || !CLIENT_ID.test(client_id)))) {
    return undefined;
  }
  const text = message.trim();
  // Up to 500 UTF-16 units is at most 500 characters; longer texts are counted by the full rules.
  if (text.length === 0 || text.length > MESSAGE_MAX_LENGTH) {
    return undefined;
  }
  return client_id === undefined ? { message: text } : { message: text, client_id };
}

/** GET /chats: paging plus a search on the other member's name; other filters are ignored. */
@IgnoresExtraFields(['page', 'take', 'order', 'search'])
export class ChatsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: 255, description: "Part of the other member's first or last name (case and accent insensitive)" })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: CHAT_MSG.search })
  @MaxLength(255, { message: CHAT_MSG.search })
  search?: string;
}

/** GET /chats/{chatId}/messages: 10 per page, newest first; or what came after a known message. */
@IgnoresExtraFields(['page', 'take', 'order', 'after_id'])
export class ChatMessagesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    minimum: 0,
    description: `Catch-up: only messages newer than this message id, oldest first (order is then ignored). Page through with page, or ask again with the last id received. Default page size ${MESSAGES_PAGE_SIZE}.`,
  })
  @IsOptional()
  @TransformType(() => Number)
  @IsInt({ message: CHAT_MSG.afterId })
  @Min(0, { message: CHAT_MSG.afterId })
  @Max(MAX_ID, { message: CHAT_MSG.afterId })
  after_id?: number;
}

import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { MAX_ID } from './dto/chat-input.dto';
import { CHAT_MSG } from './dto/messages';

/**
 * Parses a chat or message id from the path. Anything that cannot be an id (not a whole number,
 * out of the column's range) is a 404 like an unknown id: nothing exists there.
 */
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) {
      throw new NotFoundException(this.notFound);
    }
    return id;
  }
}

export const ChatIdPipe = new IdParamPipe(CHAT_MSG.chatNotFound);
export const MessageIdPipe = new IdParamPipe(CHAT_MSG.messageNotFound);

import type { UserStatus } from '../users';
import type { ChatMessageDto } from './dto/chat-message.dto';
import type { ChatDto, ChatUserDto } from './dto/chat.dto';
import { toIso, toIsoOrNull, type Timestamp } from '../../common/time/timestamps';



/** A message row as the chat queries select it (with its chat's `user_one_id`). */
export interface MessageRow {
  id: number;
  chat_id: number;
  message: string;
  user_id: number;
  client_id: string | null;
  created_at: Timestamp;
  seen_at: Timestamp | null;
  /** Hidden by a moderator (only its sender still reads it). */
  hidden?: boolean;
  user_one_id: number;
}

/** A chat row: both participants and the last visible message flattened into `u1_`, `u2_`, `lm_` columns. */
export interface ChatRow {
  id: number;
  created_at: Timestamp;
  user_one_id: number;
  user_two_id: number;
  u1_first_name: string;
  u1_last_name: string;
  u1_avatar: string | null;
  u1_is_online: boolean;
  u1_status: UserStatus;
  u2_first_name: string;
  u2_last_name: string;
  u2_avatar: string | null;
  u2_is_online: boolean;
  u2_status: UserStatus;
  lm_id: number | null;
  lm_message: string | null;
  lm_user_id: number | null;
  lm_client_id: string | null;
  lm_created_at: Timestamp | null;
  lm_seen_at: Timestamp | null;
  unseen_count: number;
}

/** The one place that decides what of a message leaves the server. */
export function toChatMessageDto(row: MessageRow): ChatMessageDto {
  return {
    id: row.id,
    chat_id: row.chat_id,
    message: row.message,
    type: row.user_id === row.user_one_id ? 1 : 2,
    user_id: row.user_id,
    client_id: row.client_id,
    created_at: toIso(row.created_at),
    seen_at: toIsoOrNull(row.seen_at),
    hidden: row.hidden ?? false,
  };
}

function participant(row: ChatRow, side: 'u1' | 'u2'): ChatUserDto {
  return {
    id: side === 'u1' ? row.user_one_id : row.user_two_id,
    first_name: row[`${side}_first_name`],
    last_name: row[`${side}_last_name`],
    avatar: row[`${side}_avatar`],
    is_online: row[`${side}_is_online`],
    status: row[`${side}_status`],
  };
}

/** The one place that decides what of a chat leaves the server: participants' public summary only. */
export function toChatDto(row: ChatRow): ChatDto {
  const last =
    row.lm_id === null
      ? null
      : toChatMessageDto({
          id: row.lm_id,
          chat_id: row.id,
          message: row.lm_message ?? '',
          user_id: row.lm_user_id ?? 0,
          client_id: row.lm_client_id,
          created_at: row.lm_created_at ?? row.created_at,
          seen_at: row.lm_seen_at,
          user_one_id: row.user_one_id,
        });
  return {
    id: row.id,
    user_one: participant(row, 'u1'),
    user_two: participant(row, 'u2'),
    last_message: last,
    unseen_count: row.unseen_count,
    created_at: toIso(row.created_at),
  };
}

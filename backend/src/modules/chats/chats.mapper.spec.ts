import { toChatDto, toChatMessageDto, type ChatRow, type MessageRow } from './chats.mapper';

const message = (over: Partial<MessageRow> = {}): MessageRow => ({
  id: 5,
  chat_id: 7,
  message: 'hi',
  user_id: 1,
  client_id: null,
  created_at: new Date('2026-11-22T10:00:00.000Z'),
  seen_at: null,
  user_one_id: 1,
  ...over,
});

const chatRow = (over: Partial<ChatRow> = {}): ChatRow => ({
  id: 7,
  created_at: '2026-11-22T09:00:00.000Z',
  user_one_id: 1,
  user_two_id: 2,
  u1_first_name: 'Ana',
  u1_last_name: 'Lima',
  u1_avatar: null,
  u1_is_online: true,
  u1_status: 'away',
  u2_first_name: 'Bruno',
  u2_last_name: 'Costa',
  u2_avatar: 'b.webp',
  u2_is_online: false,
  u2_status: 'online',
  lm_id: null,
  lm_message: null,
  lm_user_id: null,
  lm_client_id: null,
  lm_created_at: null,
  lm_seen_at: null,
  unseen_count: 0,
  ...over,
});

describe('chats mapper', () => {
  it('types a message 1 when user_one sent it and 2 when user_two did', () => {
    expect(toChatMessageDto(message()).type).toBe(1);
    expect(toChatMessageDto(message({ user_id: 2 })).type).toBe(2);
  });

  it('writes times as ISO strings and keeps an unseen message unseen', () => {
    const dto = toChatMessageDto(message({ seen_at: '2026-11-22 10:05:00+00' }));
    expect(dto.created_at).toBe('2026-11-22T10:00:00.000Z');
    expect(dto.seen_at).toBe('2026-11-22T10:05:00.000Z');
    expect(toChatMessageDto(message()).seen_at).toBeNull();
  });

  it('maps a chat with both participants as public summaries and no last message', () => {
    expect(toChatDto(chatRow())).toEqual({
      id: 7,
      user_one: { id: 1, first_name: 'Ana', last_name: 'Lima', avatar: null, is_online: true, status: 'away' },
      user_two: { id: 2, first_name: 'Bruno', last_name: 'Costa', avatar: 'b.webp', is_online: false, status: 'online' },
      last_message: null,
      unseen_count: 0,
      created_at: '2026-11-22T09:00:00.000Z',
    });
  });

  it('maps the last message with its type and chat', () => {
    const dto = toChatDto(chatRow({ lm_id: 9, lm_message: 'yo', lm_user_id: 2, lm_created_at: '2026-11-22T11:00:00Z', unseen_count: 3 }));
    expect(dto.last_message).toEqual({ id: 9, chat_id: 7, message: 'yo', type: 2, user_id: 2, client_id: null, created_at: '2026-11-22T11:00:00.000Z', seen_at: null, hidden: false });
    expect(dto.unseen_count).toBe(3);
  });
});

import { mergeMessages, messagesReducer, initialMessagesState } from './messageStore';
import { fromServer, insertAt, otherParticipant, validateMessage, wrapMessage, type ChatMessage } from './model';
import { BRUNO, makeChat, makeMessage, ME } from '../../test/chats';

describe('wrapMessage (spec §9: bubbles wrap every 30 characters)', () => {
  it('cuts a word longer than a line every 30 characters', () => {
    const lines = wrapMessage('a'.repeat(70));
    expect(lines).toEqual(['a'.repeat(30), 'a'.repeat(30), 'a'.repeat(10)]);
  });

  it('breaks between words, never past 30 characters a line', () => {
    const text = 'The quick brown fox jumps over the lazy dog and keeps running far away';
    const lines = wrapMessage(text);
    expect(lines).toEqual(['The quick brown fox jumps over', 'the lazy dog and keeps running', 'far away']);
    expect(lines.every((line) => line.length <= 30)).toBe(true);
    expect(lines.join(' ')).toBe(text);
  });

  it("keeps the sender's line breaks and counts an emoji as one character", () => {
    expect(wrapMessage('hi\nthere')).toEqual(['hi', 'there']);
    expect(wrapMessage('👍🏽'.repeat(31))).toEqual(['👍🏽'.repeat(30), '👍🏽']);
  });

  it('counts a letter with a combining accent, and a word of another script with its marks, as the reader sees them', () => {
    // 'é' as e + U+0301, 31 times: 31 characters on screen, 62 code points.
    expect(wrapMessage('e\u0301'.repeat(31))).toEqual(['e\u0301'.repeat(30), 'e\u0301']);
    // Devanagari 'कि' is a consonant and a vowel sign: one character.
    expect(wrapMessage('कि'.repeat(31))).toEqual(['कि'.repeat(30), 'कि']);
    expect(wrapMessage('ção'.repeat(11))).toEqual(['ção'.repeat(10), 'ção']);
  });

  it('counts as Intl.Segmenter does, for every assigned code point before, after and beside itself', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const differ: string[] = [];
    for (let cp = 0x21; cp <= 0x10ffff; cp += 1) {
      const c = String.fromCodePoint(cp);
      if (/[\p{Cn}\p{Co}\p{Cs}\s]/u.test(c)) {
        continue;
      }
      const word = `${c}a${c}${c}`;
      const expected = Array.from(segmenter.segment(word), (s) => s.segment);
      if (wrapMessage(word, 1).join('|') !== expected.join('|')) {
        differ.push(cp.toString(16));
      }
    }
    expect(differ).toEqual([]);
  });

  it('leaves a short message on one line', () => {
    expect(wrapMessage('Hello!')).toEqual(['Hello!']);
  });
});

describe('validateMessage (spec §5)', () => {
  it("says 'Is required' for an empty or blank message", () => {
    expect(validateMessage('')).toBe('Is required');
    expect(validateMessage('   \n ')).toBe('Is required');
  });

  it('accepts 500 characters and refuses 501', () => {
    expect(validateMessage('x'.repeat(500))).toBeNull();
    expect(validateMessage('x'.repeat(501))).toBe('Message must be at most 500 characters');
  });
});

describe('insertAt', () => {
  it('puts an emoji at the cursor, replacing a selection, and moves the cursor after it', () => {
    expect(insertAt('Hello world', 5, 5, '🙂')).toEqual({ value: 'Hello🙂 world', caret: 7 });
    expect(insertAt('Hello world', 6, 11, '🌍')).toEqual({ value: 'Hello 🌍', caret: 8 });
  });
});

describe('otherParticipant (spec §3, §6)', () => {
  it('is whichever of the two is not me', () => {
    expect(otherParticipant(makeChat({ user_one: ME, user_two: BRUNO }), ME.id)).toBe(BRUNO);
    expect(otherParticipant(makeChat({ user_one: BRUNO, user_two: ME }), ME.id)).toBe(BRUNO);
  });
});

describe('mergeMessages (spec §4)', () => {
  it('adds a message once, however often it arrives, and keeps them in order', () => {
    const first = makeMessage({ id: 1 });
    const second = makeMessage({ id: 2 });
    const merged = mergeMessages(mergeMessages([fromServer(second)], [first, second]), [second]);
    expect(merged.map((m) => m.id)).toEqual([1, 2]);
  });

  it("replaces my pending send with the server's copy carrying its client_id", () => {
    const pending: ChatMessage = { ...fromServer(makeMessage({ user_id: ME.id, client_id: 'c-1' })), id: null, state: 'sending' };
    const merged = mergeMessages([pending], [makeMessage({ id: 9, user_id: ME.id, client_id: 'c-1' })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ id: 9, state: 'sent', key: pending.key });
  });
});

describe('messagesReducer', () => {
  it('keeps the same state for a page read again with nothing new, and a new one for a seen mark', () => {
    const page = [makeMessage({ id: 2, user_id: ME.id }), makeMessage({ id: 1, user_id: BRUNO.id })];
    const state = messagesReducer(initialMessagesState, { type: 'pageLoaded', page: 1, hasOlder: false, data: page });
    expect(messagesReducer(state, { type: 'received', data: page.map((m) => ({ ...m })) })).toBe(state);
    const seen = messagesReducer(state, { type: 'received', data: [{ ...page[0]!, seen_at: '2026-01-01T10:00:00.000Z' }] });
    expect(seen).not.toBe(state);
    expect(seen.messages.find((m) => m.id === 2)?.seen_at).toBe('2026-01-01T10:00:00.000Z');
    expect(seen.messages.find((m) => m.id === 1)).toBe(state.messages.find((m) => m.id === 1));
  });

  it("marks the sender's messages up to the seen one as seen, and only theirs", () => {
    const state = messagesReducer(initialMessagesState, {
      type: 'pageLoaded',
      page: 1,
      hasOlder: false,
      data: [makeMessage({ id: 3, user_id: ME.id }), makeMessage({ id: 2, user_id: BRUNO.id }), makeMessage({ id: 1, user_id: ME.id })],
    });
    const next = messagesReducer(state, { type: 'seen', messageId: 3, seenAt: '2026-01-01T10:00:00.000Z' });
    expect(next.messages.map((m) => [m.id, m.seen_at])).toEqual([
      [1, '2026-01-01T10:00:00.000Z'],
      [2, null],
      [3, '2026-01-01T10:00:00.000Z'],
    ]);
  });
});

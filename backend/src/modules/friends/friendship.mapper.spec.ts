import { relationSides, type RelationRow } from './friendship.mapper';
import { escapeLike, searchWords } from '../../common/sql/fragments';

const row = (requester: number, status: 'pending' | 'accepted'): RelationRow => ({
  r_requester_id: requester,
  r_status: status,
  r_created_at: '2026-11-20T10:00:00Z',
  r_accepted_at: status === 'accepted' ? new Date('2026-11-21T10:00:00Z') : null,
});

describe('relationSides', () => {
  it('puts my own request in friendship_from and theirs in friendship_to', () => {
    expect(relationSides(1, 2, row(1, 'pending'))).toEqual({
      friendship_from: { status: 'pending', created_at: '2026-11-20T10:00:00.000Z', accepted_at: null },
      friendship_to: null,
      friendship_state: 'request_sent',
    });
    expect(relationSides(2, 1, row(1, 'pending'))).toMatchObject({ friendship_from: null, friendship_to: { status: 'pending' }, friendship_state: 'request_received' });
  });

  it('calls an accepted request friends from both sides', () => {
    expect(relationSides(1, 2, row(1, 'accepted'))).toMatchObject({ friendship_from: { accepted_at: '2026-11-21T10:00:00.000Z' }, friendship_state: 'friends' });
    expect(relationSides(2, 1, row(1, 'accepted'))).toMatchObject({ friendship_to: { status: 'accepted' }, friendship_state: 'friends' });
  });

  it('says none without a row and self for myself', () => {
    const empty: RelationRow = { r_requester_id: null, r_status: null, r_created_at: null, r_accepted_at: null };
    expect(relationSides(1, 2, empty)).toEqual({ friendship_from: null, friendship_to: null, friendship_state: 'none' });
    expect(relationSides(1, 2, undefined).friendship_state).toBe('none');
    expect(relationSides(1, 1, undefined).friendship_state).toBe('self');
  });
});

describe('search words', () => {
  it('splits on any whitespace and keeps at most five words', () => {
    expect(searchWords('  José \t Álvarez ')).toEqual(['José', 'Álvarez']);
    expect(searchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchWords(undefined)).toEqual([]);
  });

  it("escapes LIKE's wildcards and its escape character", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

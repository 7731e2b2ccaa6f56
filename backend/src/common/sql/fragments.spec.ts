import { direction, excerpt } from './fragments';

describe('excerpt', () => {
  it('keeps a short text whole, whitespace collapsed', () => {
    expect(excerpt('  Hello\n\n  Plaza  ')).toBe('Hello Plaza');
  });

  it('cuts a long text to the limit with an ellipsis, counting characters, not UTF-16 units', () => {
    expect(excerpt('abcdefghij', 5)).toBe('abcd…');
    expect(excerpt('🙂'.repeat(10), 5)).toBe('🙂🙂🙂🙂…');
    expect(Array.from(excerpt('x'.repeat(500))).length).toBe(100);
  });

  it('does not end on a space before the ellipsis', () => {
    expect(excerpt('abc defgh', 5)).toBe('abc…');
  });
});

describe('direction', () => {
  it('writes only asc or desc into SQL', () => {
    expect(direction('asc')).toBe('asc');
    expect(direction('desc')).toBe('desc');
    expect(direction('; drop table posts')).toBe('desc');
  });
});

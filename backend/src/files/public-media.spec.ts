import { singleRange } from './public-media';
import { checkKey } from './object-store';

describe('public media from the bucket', () => {
  it('reads one byte range as HTTP counts it, and refuses one past the end', () => {
    expect(singleRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(singleRange('bytes=995-', 1000)).toEqual({ start: 995, end: 999 });
    expect(singleRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(singleRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(singleRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(singleRange('bytes=5-2', 1000)).toBe('unsatisfiable');
    // Several ranges, another unit or no range at all: the whole file.
    expect(singleRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(singleRange('items=0-1', 1000)).toBeUndefined();
    expect(singleRange(undefined, 1000)).toBeUndefined();
  });

  it('takes only keys made of plain segments', () => {
    expect(checkKey('public/avatars/a.webp')).toBe('public/avatars/a.webp');
    for (const bad of ['', '/etc/passwd', 'public/../secrets.json', 'public//a', 'public/./a', 'public/a/']) {
      expect(() => checkKey(bad)).toThrow('not a storage key');
    }
  });
});

import { canShowInline, contentDisposition, notModified, parseRange, rangeStillValid } from './download';
import { numberedName, storedName } from './storage-uploads.service';

describe('parseRange', () => {
  it('reads one range, an open end and a suffix, clamped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('sends the whole file for no range, another unit, several ranges or nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=5-1', 'bytes=a-b']) {
      expect(parseRange(header, 1000)).toBeUndefined();
    }
  });

  it('is unsatisfiable past the end, for an empty suffix, and for any range of an empty file', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('conditional requests', () => {
  it('matches If-None-Match lists, weak tags and *, and If-Range by exact tag', () => {
    expect(notModified('"a", "b"', '"b"')).toBe(true);
    expect(notModified('W/"b"', '"b"')).toBe(true);
    expect(notModified('*', '"b"')).toBe(true);
    expect(notModified('"c"', '"b"')).toBe(false);
    expect(notModified(undefined, '"b"')).toBe(false);
    expect(rangeStillValid(undefined, '"b"')).toBe(true);
    expect(rangeStillValid('"b"', '"b"')).toBe(true);
    expect(rangeStillValid('Tue, 01 Jan 2030 00:00:00 GMT', '"b"')).toBe(false);
  });
});

describe('contentDisposition', () => {
  it('keeps the exact name in filename* and a safe ASCII fallback, so no name breaks the header', () => {
    expect(contentDisposition('plain.txt', true)).toBe(`inline; filename="plain.txt"; filename*=UTF-8''plain.txt`);
    expect(contentDisposition('naïve "x"\r\n.pdf', false)).toBe(
      `attachment; filename="na_ve _x___.pdf"; filename*=UTF-8''na%C3%AFve%20%22x%22%0D%0A.pdf`,
    );
    expect(contentDisposition("it's (1).txt", false)).toContain("filename*=UTF-8''it%27s%20%281%29.txt");
  });

  it('shows inline only what a browser can show safely', () => {
    expect(canShowInline('image/png')).toBe(true);
    expect(canShowInline('application/pdf')).toBe(true);
    expect(canShowInline('video/mp4')).toBe(true);
    expect(canShowInline('image/svg+xml')).toBe(false);
    expect(canShowInline('text/html')).toBe(false);
  });
});

describe('stored names', () => {
  it('keeps the last part of the name, without control characters, at most 255 characters with its extension', () => {
    expect(storedName('C:\\Users\\ana\\photo.jpg')).toBe('photo.jpg');
    expect(storedName('dir/sub/a%22b%22.txt')).toBe('a"b".txt');
    expect(storedName('bad\u0000\u0007name')).toBe('badname');
    expect(storedName('..')).toBe('file');
    expect(storedName(undefined)).toBe('file');
    const long = storedName(`${'x'.repeat(300)}.tar.gz`);
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('.gz')).toBe(true);
  });

  it('numbers a taken name before its extension', () => {
    expect(numberedName('report.pdf', 1)).toBe('report.pdf');
    expect(numberedName('report.pdf', 2)).toBe('report (2).pdf');
    expect(numberedName('.env', 3)).toBe('.env (3)');
    expect(Array.from(numberedName(`${'y'.repeat(255)}`, 12))).toHaveLength(255);
  });
});

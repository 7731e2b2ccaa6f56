import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { LinkSigner } from '../auth/signed-links';
import { LocalObjectStore } from '../../files/local-object-store';
import { safeSegment, ZipArchive } from './zip-archive';

function entries(data: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) {
        return reject(error ?? new Error('not a zip'));
      }
      const out: Record<string, string> = {};
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) {
            return reject(err ?? new Error('unreadable'));
          }
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    });
  });
}

describe('member data zip', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'zip-archive-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes JSON arrays row by row, text, and files, skipping a file no longer there', async () => {
    const source = join(dir, 'notes.txt');
    writeFileSync(source, 'hello');
    const archive = new ZipArchive(join(dir, 'out.zip'), new LocalObjectStore(dir));
    async function* rows() {
      yield { id: 1, text: 'a' };
      yield { id: 2, text: 'b"c' };
    }
    await archive.json('posts/posts.json', rows());
    await archive.json('empty.json', []);
    await archive.document('profile.json', { name: 'Ana' });
    await archive.text('bookmarks.html', ['<DL>', '</DL>']);
    await archive.file('files/notes.txt', 'notes.txt');
    await archive.file('files/gone.txt', 'gone.txt');
    const size = await archive.finish();
    const zip = readFileSync(join(dir, 'out.zip'));
    expect(size).toBe(zip.length);
    const files = await entries(zip);
    expect(Object.keys(files).sort()).toEqual(['bookmarks.html', 'empty.json', 'files/notes.txt', 'posts/posts.json', 'profile.json']);
    expect(JSON.parse(files['posts/posts.json'])).toEqual([{ id: 1, text: 'a' }, { id: 2, text: 'b"c' }]);
    expect(JSON.parse(files['empty.json'])).toEqual([]);
    expect(JSON.parse(files['profile.json'])).toEqual({ name: 'Ana' });
    expect(files['bookmarks.html']).toBe('<DL></DL>');
    expect(files['files/notes.txt']).toBe('hello');
  });

  it('makes any stored name one safe path segment', () => {
    expect(safeSegment('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeSegment('..')).toBe('_');
    expect(safeSegment('a\\b:c\u0000d')).toBe('a_b_c_d');
    expect(safeSegment('   ')).toBe('_');
    expect(safeSegment('Trip photos.zip')).toBe('Trip photos.zip');
  });
});

describe('signed links', () => {
  it('holds for the parts it signed and purpose only', () => {
    const exports = new LinkSigner('secret', 'member-export');
    const signature = exports.sign([4, 7, 1800000000]);
    expect(exports.verify([4, 7, 1800000000], signature)).toBe(true);
    expect(exports.verify([4, 8, 1800000000], signature)).toBe(false);
    expect(exports.verify([4, 7, 1800000060], signature)).toBe(false);
    expect(new LinkSigner('secret', 'storage-download').verify([4, 7, 1800000000], signature)).toBe(false);
    expect(exports.verify([4, 7, 1800000000], undefined)).toBe(false);
  });
});

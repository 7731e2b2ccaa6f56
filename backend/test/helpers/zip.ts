import { fromBuffer, open, type Entry, type ZipFile } from 'yauzl';

/** Every file of a zip, by its name (yauzl reads the central directory, then each entry). */
export function readZip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) {
        reject(error ?? new Error('not a zip'));
        return;
      }
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) {
            reject(err ?? new Error(`cannot read ${entry.fileName}`));
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** One entry of a zip on disk, read alone (the rest of the file is never loaded); undefined when absent. */
export function readZipEntry(path: string, name: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    open(path, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) {
        reject(error ?? new Error('not a zip'));
        return;
      }
      zip.on('error', reject);
      zip.on('end', () => resolve(undefined));
      zip.on('entry', (entry: Entry) => {
        if (entry.fileName !== name) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) {
            reject(err ?? new Error(`cannot read ${name}`));
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks));
          });
        });
      });
      zip.readEntry();
    });
  });
}

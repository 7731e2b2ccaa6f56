import { join, resolve } from 'node:path';
import { storageSettings } from '../config/app-config';
import { copyObjects } from '../files/copy-objects';
import { LocalObjectStore } from '../files/local-object-store';
import { S3ObjectStore } from '../files/s3-object-store';

const USAGE = 'usage: npm run storage:migrate -- --to s3|local   (S3_BUCKET and the other S3_* settings name the bucket; UPLOADS_DIR or DATA_DIR the local store)';

/**
 * `npm run storage:migrate -- --to s3`: copies the local store (UPLOADS_DIR) into the bucket;
 * `--to local` copies the bucket back. Resumable (objects already there with the same size are
 * skipped) and verified (each copy's size); exits 1 when any file failed.
 */
async function main(): Promise<number> {
  const at = process.argv.indexOf('--to');
  const direction = at >= 0 ? process.argv[at + 1] : undefined;
  if (direction !== 's3' && direction !== 'local') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const uploadsDir = resolve(process.env.UPLOADS_DIR ?? join(process.env.DATA_DIR ?? '.data', 'uploads'));
  const local = new LocalObjectStore(uploadsDir);
  const bucket = new S3ObjectStore(storageSettings({ ...process.env, STORAGE_DRIVER: 's3' }).s3!);
  const [from, to] = direction === 's3' ? [local, bucket] : [bucket, local];
  process.stdout.write(`Copying ${direction === 's3' ? `${uploadsDir} to bucket ${bucket.bucket}` : `bucket ${bucket.bucket} to ${uploadsDir}`}\n`);
  const report = await copyObjects(from, to, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`${report.copied} copied (${report.bytes} bytes), ${report.skipped} already there, ${report.failed.length} failed\n`);
  bucket.client.destroy();
  return report.failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`storage:migrate failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

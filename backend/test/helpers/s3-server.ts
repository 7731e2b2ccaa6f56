import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { s3ClientConfig } from '../../src/files/s3-object-store';
import { unusedPort } from './ports';

/** Credentials of the test S3 server (it accepts any). */
export const TEST_S3_KEY = 'plaza-test';

declare global {
  var __plazaS3Server: ChildProcess | undefined;
}

/**
 * The S3-compatible server of the `integration-s3` project: TEST_S3_ENDPOINT when set (a Garage or
 * SeaweedFS of your own), else moto's server (Python) started here on a free port. Why moto, and
 * not s3rver: README "Object storage".
 */
export function motoAvailable(): boolean {
  return spawnSync('python3', ['-c', 'import moto.server, flask'], { stdio: 'ignore' }).status === 0;
}

export async function startS3Server(): Promise<void> {
  if (process.env.TEST_S3_ENDPOINT) {
    return;
  }
  const port = await unusedPort();
  const child = spawn('python3', ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore', detached: false });
  globalThis.__plazaS3Server = child;
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the test S3 server (python3 -m moto.server) exited with ${child.exitCode}`);
    }
    const up = await fetch(`${endpoint}/`).then(
      () => true,
      () => false,
    );
    if (up) {
      break;
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the test S3 server (python3 -m moto.server) did not answer within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.env.TEST_S3_ENDPOINT = endpoint;
}

export function stopS3Server(): void {
  globalThis.__plazaS3Server?.kill();
  globalThis.__plazaS3Server = undefined;
}

/** The app's S3 settings for a test app on bucket `bucket`, which is created when missing. */
export async function s3Env(bucket: string): Promise<Record<string, string>> {
  const env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: process.env.TEST_S3_ENDPOINT!,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: TEST_S3_KEY,
    S3_SECRET_ACCESS_KEY: TEST_S3_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client(s3ClientConfig({ endpoint: env.S3_ENDPOINT, region: env.S3_REGION, bucket, accessKeyId: TEST_S3_KEY, secretAccessKey: TEST_S3_KEY, forcePathStyle: true }));
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes((error as Error).name)) {
      throw error;
    }
  } finally {
    client.destroy();
  }
  return env;
}

/** True in the `integration-s3` project: the suite runs on object storage. */
export const onS3 = () => process.env.TEST_STORAGE_DRIVER === 's3';

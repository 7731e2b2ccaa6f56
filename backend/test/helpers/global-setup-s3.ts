import mainSetup from './global-setup';
import { startS3Server } from './s3-server';

declare global {
  var __plazaS3RanMainSetup: boolean | undefined;
}

/** The `integration-s3` project: the database as `integration` has it (when run alone), and the S3 server. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    globalThis.__plazaS3RanMainSetup = true;
    await mainSetup();
  }
  await startS3Server();
}

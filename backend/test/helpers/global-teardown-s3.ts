import mainTeardown from './global-teardown';
import { stopS3Server } from './s3-server';

export default async function globalTeardown(): Promise<void> {
  stopS3Server();
  if (globalThis.__plazaS3RanMainSetup) {
    await mainTeardown();
  }
}

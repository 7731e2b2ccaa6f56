import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { migrateApp, resolveDatabase } from '../bootstrap';
import { loadConfig } from '../config/app-config';
import { ImageStore, imageKinds } from '../common/uploads/images';
import { ObjectStore } from '../files/object-store';

/**
 * `npm run images:backfill`: gives every image stored before its kind had its current variants
 * (the srcset widths, the 45 px avatar) and preview what it lacks. Walks each kind's folder in the
 * object store (local or S3), so it needs no table per kind; resumable, as complete images are skipped.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const embedded = await resolveDatabase(config);
  const app = await NestFactory.createApplicationContext(AppModule.register({ ...config, role: 'api' }), { logger: ['error', 'warn'] });
  let failed = 0;
  try {
    await migrateApp(app, config);
    const images = app.get(ImageStore);
    const store = app.get(ObjectStore);
    for (const kind of imageKinds()) {
      const prefix = `public/${kind.folder}/`;
      let seen = 0;
      let completed = 0;
      for await (const object of store.list(prefix)) {
        const name = object.key.slice(prefix.length);
        // Only the main files: a variant lives one folder deeper, under the same name.
        if (name.includes('/')) {
          continue;
        }
        seen += 1;
        try {
          completed += (await images.complete(name, kind)) > 0 ? 1 : 0;
        } catch (error) {
          failed += 1;
          process.stderr.write(`${object.key}: ${error instanceof Error ? error.message : String(error)}\n`);
        }
      }
      process.stdout.write(`${kind.folder}: ${seen} image(s), ${completed} completed\n`);
    }
  } finally {
    await app.close();
    await embedded?.stop();
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`images:backfill failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);

import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { LocalObjectStore } from './local-object-store';
import { ObjectStore } from './object-store';
import { FileOwners, OrphanSweeper } from './orphan-sweeper';
import { PublicImageOwners } from './public-image-owners';
import { S3ObjectStore } from './s3-object-store';

/** The store of the configured driver (STORAGE_DRIVER). */
export function createObjectStore(config: AppConfig): ObjectStore {
  return config.storage.driver === 's3' ? new S3ObjectStore(config.storage.s3!) : new LocalObjectStore(config.uploadsDir);
}

/** One ObjectStore for the whole app: every domain keeps its files through it. */
@Global()
@Module({
  providers: [{ provide: ObjectStore, useFactory: createObjectStore, inject: [AppConfig] }, FileOwners, OrphanSweeper, PublicImageOwners],
  exports: [ObjectStore, FileOwners],
})
export class FilesModule {}

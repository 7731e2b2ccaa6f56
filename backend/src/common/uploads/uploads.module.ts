import { Module } from '@nestjs/common';
import { ImageStore } from './images';

/** Stored uploads: import it to inject ImageStore. */
@Module({
  providers: [ImageStore],
  exports: [ImageStore],
})
export class UploadsModule {}

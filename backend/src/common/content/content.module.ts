import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { CategoriesRepository } from './categories';
import { ContentAccess } from './content-access';
import { ContentWriter } from './content-writer';
import { ReactionsRepository } from './reactions/reactions.repository';
import { ReactionsService } from './reactions/reactions.service';

/**
 * What the community sections (blogs, events, forums, pictures, videos) share: categories,
 * access checks, and likes and comments. Each section's module imports it.
 */
@Module({
  imports: [UploadsModule],
  providers: [CategoriesRepository, ContentAccess, ContentWriter, ReactionsRepository, ReactionsService],
  exports: [CategoriesRepository, ContentAccess, ContentWriter, ReactionsRepository, ReactionsService],
})
export class ContentModule {}

import { Module } from '@nestjs/common';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth';
import { ContentModule } from '../../common/content/content.module';
import { PICTURE } from '../../common/content/content-kinds';
import { reactionsController } from '../../common/content/reactions/reactions.controller';
import { AlbumsController } from './albums.controller';
import { PicturesController } from './pictures.controller';
import { PicturesRepository } from './pictures.repository';
import { PicturesService } from './pictures.service';

/** Pictures and albums, with likes and comments. */
@Module({
  imports: [AuthModule, UploadsModule, ContentModule],
  controllers: [AlbumsController, PicturesController, reactionsController(PICTURE, { path: 'pictures', name: 'Picture', noun: 'picture' })],
  providers: [PicturesRepository, PicturesService],
})
export class PicturesModule {}

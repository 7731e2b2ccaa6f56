import { Module } from '@nestjs/common';
import { PicturesSharer } from './pictures.sharer';
import { PicturesSearcher } from './pictures.searcher';
import { UploadsModule } from '../../common/uploads/uploads.module';
import { AuthModule } from '../auth';
import { ContentModule } from '../../common/content/content.module';
import { contentControllers } from '../../common/content/content-type.controller';
import { AlbumsController } from './albums.controller';
import { PICTURES } from './pictures.content-type';
import { PicturesRepository } from './pictures.repository';
import { PicturesService } from './pictures.service';
import { PicturesMemberData } from './pictures.member-data';

/** Pictures and albums, with likes and comments. */
@Module({
  imports: [AuthModule, UploadsModule, ContentModule],
  controllers: [AlbumsController, ...contentControllers(PICTURES, PicturesService)],
  providers: [PicturesSharer, PicturesSearcher, PicturesMemberData, PicturesRepository, PicturesService],
})
export class PicturesModule {}

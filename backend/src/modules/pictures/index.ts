/** Pictures' front door: what other code may use of it. */
export { PicturesModule } from './pictures.module';
export { PICTURE_IMAGE, PicturesService } from './pictures.service';

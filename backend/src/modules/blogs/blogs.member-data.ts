import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BLOG } from '../../common/content/content-kinds';
import { ContentMemberData } from '../../common/content/content-member-data';
import { ImageStore } from '../../common/uploads/images';
import { BLOG_IMAGE } from './blogs.service';

/** A member's blog posts (with their images), and the likes and comments they gave on blog posts. */
@Injectable()
export class BlogsMemberData extends ContentMemberData {
  constructor(em: EntityManager, images: ImageStore) {
    super(em, images, { kind: BLOG, folder: 'blogs', image: { column: 'image', kind: BLOG_IMAGE }, reactions: true });
  }
}

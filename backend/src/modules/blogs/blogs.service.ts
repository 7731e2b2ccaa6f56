import { Injectable } from '@nestjs/common';
import { found } from '../../common/access/ownership';
import type { AuthUser } from '../../common/auth/auth-user';
import { pageParams, type Page } from '../../common/paging/paging';
import { contentImage } from '../../common/uploads/images';
import { ContentAccess } from '../../common/content/content-access';
import { BLOG } from '../../common/content/content-kinds';
import { ContentWriter, type WrittenKind } from '../../common/content/content-writer';
import type { CategorizedQueryDto } from '../../common/content/dto/content-query.dto';
import { BlogsRepository } from './blogs.repository';
import type { CreateBlogDto, UpdateBlogDto } from './dto/blog-form.dto';
import type { BlogDto, BlogSummaryDto } from './dto/blog.dto';

/** A blog post's image: /storage/blogs/<file>, thumbnail /storage/blogs/thumbs/<file>. */
export const BLOG_IMAGE = contentImage('blogs');
const BLOGS: WrittenKind = { kind: BLOG, categories: 'blog', image: BLOG_IMAGE, markdown: 'body' };

/** Blog posts: Markdown rendered once when written, an optional image, owner-only changes. */
@Injectable()
export class BlogsService {
  constructor(
    private readonly blogs: BlogsRepository,
    private readonly access: ContentAccess,
    private readonly writer: ContentWriter,
  ) {}

  list(me: AuthUser, query: CategorizedQueryDto): Promise<Page<BlogSummaryDto>> {
    return this.blogs.list(me.id, query, pageParams(query));
  }

  async get(me: AuthUser, id: number): Promise<BlogDto> {
    return found(await this.blogs.find(me.id, id), BLOG.notFound);
  }

  async create(me: AuthUser, dto: CreateBlogDto, image?: Buffer): Promise<BlogDto> {
    return this.get(me, await this.writer.create(BLOGS, me, { ...dto }, image));
  }

  async update(me: AuthUser, id: number, dto: UpdateBlogDto, image?: Buffer): Promise<BlogDto> {
    const blog = await this.access.owned(BLOG, me.id, id);
    await this.writer.update(BLOGS, blog.id, { ...dto }, image);
    return this.get(me, blog.id);
  }

  /** Deletes the post with its likes, comments and notifications, then its image. */
  async remove(me: AuthUser, id: number): Promise<void> {
    await this.writer.remove(BLOGS, (await this.access.owned(BLOG, me.id, id)).id);
  }
}

import { Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors, ApiMultipart } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { CONTENT_IMAGE_MAX_BYTES } from '../../common/uploads/images';
import { imageFile, readMultipart } from '../../common/uploads/multipart';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { CategoriesRepository, CategoryListDto } from '../../common/content/categories';
import { CategorizedQueryDto } from '../../common/content/dto/content-query.dto';
import { BlogsService } from './blogs.service';
import { CreateBlogDto, UpdateBlogDto } from './dto/blog-form.dto';
import { BlogDto, BlogSummaryDto } from './dto/blog.dto';

/** The blog form's file: one optional image (only the first one sent is used). */
const BLOG_FILES = { image: imageFile(CONTENT_IMAGE_MAX_BYTES) };
const BlogId = new IdPipe(COMMUNITY_MSG.blogNotFound);

/** Blog posts. */
@MembersApi('blogs')
@Controller('blogs')
export class BlogsController {
  constructor(
    private readonly blogs: BlogsService,
    private readonly categories: CategoriesRepository,
  ) {}

  @Get('categories')
  @ApiOperation({ summary: 'The blog categories' })
  @ApiOkResponse({ type: CategoryListDto })
  async listBlogCategories(): Promise<CategoryListDto> {
    return { data: await this.categories.list('blog') };
  }

  @Get()
  @ApiOperation({ summary: 'Blog posts, newest first unless order=asc; search, category and author filters' })
  @ApiPagedResponse(BlogSummaryDto)
  listBlogs(@CurrentUser() me: AuthUser, @Query() query: CategorizedQueryDto): Promise<Page<BlogSummaryDto>> {
    return this.blogs.list(me, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One blog post, with its Markdown and the HTML rendered from it' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(BlogDto)
  @ApiErrors(404)
  async getBlog(@CurrentUser() me: AuthUser, @Param('id', BlogId) id: number): Promise<{ data: BlogDto }> {
    return { data: await this.blogs.get(me, id) };
  }

  @Post()
  @ApiOperation({ summary: 'Publish a blog post: title, category, Markdown body and an optional image' })
  @ApiMultipart(CreateBlogDto, BLOG_FILES)
  @ApiDataResponse(BlogDto, 201)
  async createBlog(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<{ data: BlogDto }> {
    const form = await readMultipart(req, CreateBlogDto, BLOG_FILES);
    return { data: await this.blogs.create(me, form.fields, form.files.image?.data) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit my blog post: the fields sent change; an image sent replaces the old one' })
  @ApiParam({ name: 'id', type: Number })
  @ApiMultipart(UpdateBlogDto, BLOG_FILES)
  @ApiDataResponse(BlogDto)
  @ApiErrors(403, 404)
  async updateBlog(@CurrentUser() me: AuthUser, @Param('id', BlogId) id: number, @Req() req: FastifyRequest): Promise<{ data: BlogDto }> {
    const form = await readMultipart(req, UpdateBlogDto, BLOG_FILES);
    return { data: await this.blogs.update(me, id, form.fields, form.files.image?.data) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete my blog post, with its likes, comments and image' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  async deleteBlog(@CurrentUser() me: AuthUser, @Param('id', BlogId) id: number): Promise<void> {
    await this.blogs.remove(me, id);
  }
}

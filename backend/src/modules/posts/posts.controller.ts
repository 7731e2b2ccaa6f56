import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { ApiPagedResponse, PageQueryDto, type Page } from '../../common/paging/paging';
import { ApiErrors, ApiMultipart } from '../../common/openapi/decorators';
import { POST_IMAGE_MAX_BYTES } from '../../common/uploads/images';
import { imageFile, readMultipart } from '../../common/uploads/multipart';
import { CreatePostDto } from './dto/post.input';
import { PostDto, PostResponseDto } from './dto/post.dto';
import { IdPipe } from '../../common/http/id.pipe';
import { PostsService } from './posts.service';

/** The new-post form's file: one optional image. */
const POST_FILES = { image: imageFile(POST_IMAGE_MAX_BYTES) };

/** Wall posts and likes. */
@MembersApi('posts')
@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get('posts')
  @ApiOperation({ summary: 'My feed: my posts and my friends’, newest first' })
  @ApiPagedResponse(PostDto)
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Bad paging parameters' })
  listFeed(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<Page<PostDto>> {
    return this.posts.feed(me, query);
  }

  @Get('users/:id/posts')
  @ApiOperation({ summary: 'A member’s wall, newest first' })
  @ApiParam({ name: 'id', type: Number, description: 'The member’s id' })
  @ApiPagedResponse(PostDto)
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such member, or one who blocked me or whom I blocked' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Bad paging parameters' })
  listUserPosts(
    @CurrentUser() me: AuthUser,
    @Param('id', IdPipe) id: number,
    @Query() query: PageQueryDto,
  ): Promise<Page<PostDto>> {
    return this.posts.wall(me, id, query);
  }

  @Get('posts/:id')
  @ApiOperation({ summary: 'One post' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such post, or its author and I blocked each other' })
  async getPost(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number): Promise<PostResponseDto> {
    return { data: await this.posts.get(me, id) };
  }

  @Post('posts')
  @ApiOperation({ summary: 'Post on my wall: text of 1 to 5000 characters and an optional image (≤ 10 MB)' })
  @ApiMultipart(CreatePostDto, POST_FILES)
  @ApiCreatedResponse({ type: PostResponseDto })
  @ApiErrors({ 422: 'Validation failed' })
  async createPost(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<PostResponseDto> {
    const form = await readMultipart(req, CreatePostDto, POST_FILES);
    return { data: await this.posts.create(me, form.fields, form.files.image?.data) };
  }

  @Delete('posts/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete my post, with its likes, comments and image' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not my post' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async deletePost(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number): Promise<void> {
    await this.posts.remove(me, id);
  }

  @Post('posts/:id/like')
  @HttpCode(200)
  @ApiOperation({ summary: 'Like a post (liking twice changes nothing); answers the post with its new counts' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async likePost(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number): Promise<PostResponseDto> {
    return { data: await this.posts.like(me, id) };
  }

  @Delete('posts/:id/like')
  @ApiOperation({ summary: 'Take my like back (idempotent); answers the post with its new counts' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: PostResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async unlikePost(@CurrentUser() me: AuthUser, @Param('id', IdPipe) id: number): Promise<PostResponseDto> {
    return { data: await this.posts.unlike(me, id) };
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { ApiPagedResponse, PageQueryDto, type Page } from '../../common/paging/paging';
import { CommentsService } from './comments.service';
import { CommentDto, CommentResponseDto } from './dto/comment.dto';
import { CreateCommentDto } from '../../common/content/dto/comment.input';
import { IdPipe } from '../../common/http/id.pipe';

/** Comments on a post. */
@MembersApi('posts')
@ApiParam({ name: 'id', type: Number, description: 'The post’s id' })
@ApiNotFoundResponse({
  type: ApiErrorDto,
  description: 'No such post (or comment), or its author and I blocked each other',
})
@Controller('posts/:id/comments')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  @ApiOperation({ summary: 'The comments of a post, newest first unless order=asc' })
  @ApiPagedResponse(CommentDto)
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Bad paging parameters' })
  listComments(
    @CurrentUser() me: AuthUser,
    @Param('id', IdPipe) postId: number,
    @Query() query: PageQueryDto,
  ): Promise<Page<CommentDto>> {
    return this.comments.list(me, postId, query);
  }

  @Post()
  @ApiOperation({ summary: 'Comment on a post (1 to 2000 characters)' })
  @ApiCreatedResponse({ type: CommentResponseDto })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Validation failed' })
  async createComment(
    @CurrentUser() me: AuthUser,
    @Param('id', IdPipe) postId: number,
    @Body() dto: CreateCommentDto,
  ): Promise<CommentResponseDto> {
    return { data: await this.comments.create(me, postId, dto) };
  }

  @Delete(':commentId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a comment: its author or the post’s author' })
  @ApiParam({ name: 'commentId', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Neither my comment nor my post' })
  async deleteComment(
    @CurrentUser() me: AuthUser,
    @Param('id', IdPipe) postId: number,
    @Param('commentId', IdPipe) commentId: number,
  ): Promise<void> {
    await this.comments.remove(me, postId, commentId);
  }
}

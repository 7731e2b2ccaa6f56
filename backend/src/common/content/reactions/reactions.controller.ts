import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, type Type } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser, MembersApi, Viewer } from '../../auth/decorators';
import { GuestRead } from '../../auth/guest-read';
import { IdPipe } from '../../http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../openapi/decorators';
import { ApiPagedResponse, PageQueryDto, type Page } from '../../paging/paging';
import { CreateCommentDto } from '../dto/comment.input';
import { COMMUNITY_MSG } from '../../validation/messages';
import type { ReactedKind } from '../content-kinds';
import { ContentCommentDto, ReactionStateDto } from './reaction.dto';
import { ReactionsService } from './reactions.service';

export interface ReactionsRoutes {
  /** The section's path and OpenAPI tag: 'blogs'. */
  path: string;
  /** The item's name in operation ids and summaries: 'Blog' → likeBlog, listBlogComments. */
  name: string;
  /** As a sentence says it: 'blog post'. */
  noun: string;
}

/**
 * The like and comment routes of one section (`/<path>/{id}/like`, `/<path>/{id}/comments`), the
 * same for blogs, pictures and videos, with their own operation ids so the SDK reads
 * `BlogsService.likeBlog()`.
 */
export function reactionsController(kind: ReactedKind, routes: ReactionsRoutes): Type<unknown> {
  const { name, noun } = routes;

  @MembersApi(routes.path)
  @ApiParam({ name: 'id', type: Number, description: `The ${noun}’s id` })
  @ApiErrors({ 404: `No such ${noun}, or its author and I blocked each other` })
  @Controller(routes.path)
  class ReactionsController {
    constructor(private readonly reactions: ReactionsService) {}

    @Post(':id/like')
    @HttpCode(200)
    @ApiOperation({ operationId: `like${name}`, summary: `Like a ${noun} (liking twice changes nothing); answers its new counts` })
    @ApiDataResponse(ReactionStateDto)
    async like(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(kind.notFound)) id: number): Promise<{ data: ReactionStateDto }> {
      return { data: await this.reactions.like(kind, me, id) };
    }

    @Delete(':id/like')
    @ApiOperation({ operationId: `unlike${name}`, summary: `Take my like of a ${noun} back (idempotent); answers its new counts` })
    @ApiDataResponse(ReactionStateDto)
    async unlike(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(kind.notFound)) id: number): Promise<{ data: ReactionStateDto }> {
      return { data: await this.reactions.unlike(kind, me, id) };
    }

    @Get(':id/comments')
    @GuestRead()
    @ApiOperation({ operationId: `list${name}Comments`, summary: `The comments on a ${noun}, newest first unless order=asc (visitors: on a public one)` })
    @ApiPagedResponse(ContentCommentDto)
    comments(@Viewer() me: AuthUser | undefined, @Param('id', new IdPipe(kind.notFound)) id: number, @Query() query: PageQueryDto): Promise<Page<ContentCommentDto>> {
      return this.reactions.comments(kind, me, id, query);
    }

    @Post(':id/comments')
    @ApiOperation({ operationId: `create${name}Comment`, summary: `Comment on a ${noun} (1 to 2000 characters); its author is notified` })
    @ApiDataResponse(ContentCommentDto, 201)
    async comment(
      @CurrentUser() me: AuthUser,
      @Param('id', new IdPipe(kind.notFound)) id: number,
      @Body() dto: CreateCommentDto,
    ): Promise<{ data: ContentCommentDto }> {
      return { data: await this.reactions.comment(kind, me, id, dto.body) };
    }

    @Delete(':id/comments/:commentId')
    @HttpCode(204)
    @ApiOperation({ operationId: `delete${name}Comment`, summary: `Delete a comment: its author or the ${noun}’s author` })
    @ApiParam({ name: 'commentId', type: Number })
    @ApiNoContentResponse({ description: 'Deleted' })
    @ApiErrors(403)
    async deleteComment(
      @CurrentUser() me: AuthUser,
      @Param('id', new IdPipe(kind.notFound)) id: number,
      @Param('commentId', new IdPipe(COMMUNITY_MSG.commentNotFound)) commentId: number,
    ): Promise<void> {
      await this.reactions.deleteComment(kind, me, id, commentId);
    }
  }

  Object.defineProperty(ReactionsController, 'name', { value: `${name}ReactionsController` });
  return ReactionsController;
}

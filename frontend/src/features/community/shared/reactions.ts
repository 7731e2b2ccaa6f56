import { BlogsService, PicturesService, VideosService, type ContentCommentDto, type ReactionStateDto } from '@plaza/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { patchDeep, type Paged } from '../../../lib/listCache';

/** The sections whose items members like and comment on. */
export type ReactedSection = 'blogs' | 'pictures' | 'videos';

/** One section's like and comment calls, so one set of components serves all three. */
export interface ReactionsApi {
  like(id: number): Promise<{ data: ReactionStateDto }>;
  unlike(id: number): Promise<{ data: ReactionStateDto }>;
  comments(id: number, page: number, take: number): Promise<Paged<ContentCommentDto>>;
  comment(id: number, body: string): Promise<{ data: ContentCommentDto }>;
  deleteComment(id: number, commentId: number): Promise<unknown>;
}

export const REACTIONS: Record<ReactedSection, ReactionsApi> = {
  blogs: {
    like: (id) => BlogsService.likeBlog({ id }),
    unlike: (id) => BlogsService.unlikeBlog({ id }),
    comments: (id, page, take) => BlogsService.listBlogComments({ id, page, take, order: 'desc' }),
    comment: (id, body) => BlogsService.createBlogComment({ id, requestBody: { body } }),
    deleteComment: (id, commentId) => BlogsService.deleteBlogComment({ id, commentId }),
  },
  pictures: {
    like: (id) => PicturesService.likePicture({ id }),
    unlike: (id) => PicturesService.unlikePicture({ id }),
    comments: (id, page, take) => PicturesService.listPictureComments({ id, page, take, order: 'desc' }),
    comment: (id, body) => PicturesService.createPictureComment({ id, requestBody: { body } }),
    deleteComment: (id, commentId) => PicturesService.deletePictureComment({ id, commentId }),
  },
  videos: {
    like: (id) => VideosService.likeVideo({ id }),
    unlike: (id) => VideosService.unlikeVideo({ id }),
    comments: (id, page, take) => VideosService.listVideoComments({ id, page, take, order: 'desc' }),
    comment: (id, body) => VideosService.createVideoComment({ id, requestBody: { body } }),
    deleteComment: (id, commentId) => VideosService.deleteVideoComment({ id, commentId }),
  },
};

export const reactionKeys = {
  comments: (section: ReactedSection, id: number) => [section, 'comments', id] as const,
};

/** Every cached copy of the item (its section's lists and page) takes the counts the API answered with. */
export function applyReactionState(queryClient: QueryClient, section: ReactedSection, id: number, state: Partial<ReactionStateDto>): void {
  queryClient.setQueriesData({ queryKey: [section] }, (data: unknown) =>
    patchDeep(data, (object) => object.id === id && 'liked_by_me' in object, (object) => ({ ...object, ...state })),
  );
}

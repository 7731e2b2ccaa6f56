import type { ContentCommentDto, ReactionStateDto } from '@plaza/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { patchDeep, type Paged } from '../../../lib/listCache';

/** A content type's like and comment calls (declared with the type), so one set of components serves every type. */
export interface ReactionsApi {
  toggle(id: number, like: boolean): Promise<{ data: ReactionStateDto }>;
  comments(id: number, page: number, take: number): Promise<Paged<ContentCommentDto>>;
  comment(id: number, body: string): Promise<{ data: ContentCommentDto }>;
  deleteComment(id: number, commentId: number): Promise<unknown>;
}

/** What members react to: the section (the root of its cached queries), its calls. */
export interface Reacted {
  section: string;
  api: ReactionsApi;
}

export const reactionKeys = {
  comments: (section: string, id: number) => [section, 'comments', id] as const,
};

/** Every cached copy of the item (its section's lists and page) takes the counts the API answered with. */
export function applyReactionState(queryClient: QueryClient, section: string, id: number, state: Partial<ReactionStateDto>): void {
  queryClient.setQueriesData({ queryKey: [section] }, (data: unknown) =>
    patchDeep(data, (object) => object.id === id && 'liked_by_me' in object, (object) => ({ ...object, ...state })),
  );
}

import { Injectable } from '@nestjs/common';
import { found, owned } from '../../common/access/ownership';
import { POST_MSG } from '../../common/validation/messages';
import { PostsRepository, type VisiblePost } from './posts.repository';

/**
 * Who may do what on the wall, in one place. A post is visible to every member but those who
 * blocked its author or were blocked by them (to whom it does not exist: 404); only its author
 * deletes it; a comment is deleted by its author or by the post's author.
 */
@Injectable()
export class PostAccess {
  constructor(private readonly posts: PostsRepository) {}

  async visiblePost(viewerId: number, postId: number): Promise<VisiblePost> {
    return found(await this.posts.findVisible(viewerId, postId), POST_MSG.postNotFound);
  }

  async deletablePost(viewerId: number, postId: number): Promise<VisiblePost> {
    return owned(await this.visiblePost(viewerId, postId), viewerId, POST_MSG.deletePostNotAuthor);
  }

  async deletableComment(viewerId: number, postId: number, commentId: number): Promise<{ id: number }> {
    const post = await this.visiblePost(viewerId, postId);
    const comment = found(await this.posts.findVisibleComment(viewerId, postId, commentId), POST_MSG.commentNotFound);
    return owned(comment, viewerId, POST_MSG.deleteCommentNotAuthor, [post.user_id]);
  }
}

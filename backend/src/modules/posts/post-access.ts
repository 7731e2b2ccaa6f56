import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
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
    const post = await this.posts.findVisible(viewerId, postId);
    if (!post) {
      throw new NotFoundException('Post not found');
    }
    return post;
  }

  async deletablePost(viewerId: number, postId: number): Promise<VisiblePost> {
    const post = await this.visiblePost(viewerId, postId);
    if (post.user_id !== viewerId) {
      throw new ForbiddenException('Only its author can delete this post');
    }
    return post;
  }

  async deletableComment(viewerId: number, postId: number, commentId: number): Promise<{ id: number }> {
    const post = await this.visiblePost(viewerId, postId);
    const comment = await this.posts.findVisibleComment(viewerId, postId, commentId);
    if (!comment) {
      throw new NotFoundException('Comment not found');
    }
    if (comment.user_id !== viewerId && post.user_id !== viewerId) {
      throw new ForbiddenException('Only the comment’s author or the post’s author can delete this comment');
    }
    return comment;
  }
}

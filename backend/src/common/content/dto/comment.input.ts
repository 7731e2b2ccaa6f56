import { RequiredText } from '../../validation/text-rules';

/** A comment's longest body (characters), on the wall and on community content alike. */
export const COMMENT_BODY_MAX = 2000;

export class CreateCommentDto {
  @RequiredText(COMMENT_BODY_MAX, 'Have fun!')
  body!: string;
}

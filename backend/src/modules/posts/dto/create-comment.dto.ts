import { COMMENT_BODY_MAX, RequiredText } from './text-rules';

export class CreateCommentDto {
  @RequiredText(COMMENT_BODY_MAX, 'Have fun!')
  body!: string;
}

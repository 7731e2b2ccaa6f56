import { RequiredText } from '../../../common/validation/text-rules';
import { COMMENT_BODY_MAX } from './limits';

export class CreateCommentDto {
  @RequiredText(COMMENT_BODY_MAX, 'Have fun!')
  body!: string;
}

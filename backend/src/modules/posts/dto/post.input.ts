import { RequiredText } from '../../../common/validation/text-rules';
import { POST_BODY_MAX } from './limits';

/** The text part of the new-post form (multipart, with an optional `image`). */
export class CreatePostDto {
  @RequiredText(POST_BODY_MAX, 'Off to the lake this weekend!')
  body!: string;
}

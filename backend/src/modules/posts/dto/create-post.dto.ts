import { POST_BODY_MAX, RequiredText } from './text-rules';

/** The text part of the new-post form (multipart, with an optional `image`). */
export class CreatePostDto {
  @RequiredText(POST_BODY_MAX, 'Off to the lake this weekend!')
  body!: string;
}

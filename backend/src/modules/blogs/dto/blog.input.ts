import { VisibilityField } from '../../../common/content/dto/visibility-field';
import type { Visibility } from '../../../common/content/content-kinds';
import { PartialType } from '@nestjs/swagger';
import { RequiredText } from '../../../common/validation/text-rules';
import { CategoryField } from '../../../common/content/dto/category-field';
import { NormalizeNewlines } from '../../../common/content/dto/text-fields';

/** Characters of a blog post's Markdown body. */
export const BLOG_BODY_MAX = 100_000;

/** The new-blog-post form (multipart, with an optional `image`). */
export class CreateBlogDto {
  @VisibilityField() visibility?: Visibility;

  @RequiredText(255, 'A weekend on the coast') title!: string;
  @CategoryField() category!: number;
  @NormalizeNewlines()
  @RequiredText(BLOG_BODY_MAX, 'We left **early**…', { description: 'Markdown; raw HTML is shown as text' }) body!: string;
}

/** Editing a blog post: only the fields sent change (and the image, when one is sent). */
export class UpdateBlogDto extends PartialType(CreateBlogDto) {}

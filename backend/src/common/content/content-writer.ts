import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { ImageStore, type ImageKind } from '../uploads/images';
import { CategoriesRepository, type CategoryKind } from './categories';
import type { ContentKind } from './content-kinds';
import { deleteRow, insertRow, removeImage, updateRow, withStoredImage } from './content-writes';
import { renderMarkdown } from './markdown';

/** A section whose items are a form with a category, a Markdown text and an optional image (blogs, events, forums). */
export interface WrittenKind {
  kind: ContentKind;
  categories: CategoryKind;
  image: ImageKind;
  /** The Markdown field: rendered into `<field>_html` and `excerpt`. */
  markdown: string;
}

/** A form's values by column, with `category` (an id to check) for the category. */
export type FormValues = Record<string, unknown> & { category?: number };

/**
 * Writes the items of blogs, events and forums the same way: the category checked (422), the
 * Markdown rendered once, the image stored first and removed again if the row cannot be written,
 * a replaced or deleted row's image removed after. Access checks are the caller's.
 */
@Injectable()
export class ContentWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly categories: CategoriesRepository,
    private readonly images: ImageStore,
  ) {}

  private async columns(spec: WrittenKind, values: FormValues): Promise<Record<string, unknown>> {
    const { category, ...columns } = values;
    if (category !== undefined) {
      columns.category_id = await this.categories.require(spec.categories, category);
    }
    const source = values[spec.markdown];
    if (typeof source === 'string') {
      const rendered = renderMarkdown(source);
      columns[`${spec.markdown}_html`] = rendered.html;
      columns.excerpt = rendered.excerpt;
    }
    return columns;
  }

  /** Creates `me`'s item; answers its id. */
  async create(spec: WrittenKind, me: AuthUser, values: FormValues, image?: Buffer): Promise<number> {
    const columns = await this.columns(spec, values);
    return withStoredImage(this.images, spec.image, image, (file) => insertRow(this.em, spec.kind.table, { user_id: me.id, ...columns, image: file }));
  }

  /** Changes the values given (undefined: unchanged); an image given replaces the old one. */
  async update(spec: WrittenKind, id: number, values: FormValues, image?: Buffer): Promise<void> {
    const columns = await this.columns(spec, values);
    const before = await withStoredImage(this.images, spec.image, image, (file) => updateRow(this.em, spec.kind.table, id, { ...columns, image: file ?? undefined }, ['image']));
    if (image && before) {
      await removeImage(this.images, spec.image, before.image);
    }
  }

  /** Deletes the item (its likes, comments, answers and notifications go with it), then its image. */
  async remove(spec: WrittenKind, id: number): Promise<void> {
    const row = await deleteRow<{ image: string | null }>(this.em, spec.kind.table, id, 'image');
    await removeImage(this.images, spec.image, row?.image);
  }
}

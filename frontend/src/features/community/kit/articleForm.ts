import type { CategoryDto, Visibility } from '@plaza/sdk';
import { tk } from '../../../i18n/keys';
import { ImagePicker } from '../shared/ImagePicker';
import { contentImageUrl } from '../shared/media';
import { requiredText } from '../shared/rules';
import type { ContentItem, FormSpec, TextFieldSpec } from './contentType';
import '../words';

export interface ArticleValues {
  title: string;
  category: number | '';
  body: string;
  visibility: Visibility;
}

/** What the API takes to create or update an article. */
export interface ArticleData {
  title: string;
  category: number;
  body: string;
  visibility: Visibility;
  image?: Blob;
}

interface Article extends ContentItem {
  title: string;
  category: CategoryDto;
  body: string;
  image: string | null;
  visibility?: Visibility;
}

interface Options<Item> {
  create: FormSpec<Item, ArticleValues>['create'];
  update: FormSpec<Item, ArticleValues>['create'];
  /** The Markdown body's field: its label, limit and size. */
  body: Omit<TextFieldSpec<ArticleValues>, 'kind' | 'name' | 'rules'> & { max: number };
  imageLabel?: string;
  send: { create: (formData: ArticleData) => Promise<{ data: Item }>; update: (id: number, formData: ArticleData) => Promise<{ data: Item }> };
}

/** The form of an article (a blog post, a thread): title, category, Markdown body and an optional image. */
export function articleForm<Item extends Article>(folder: 'blogs' | 'forums', { create, update, body: { max, ...body }, imageLabel, send }: Options<Item>): FormSpec<Item, ArticleValues> {
  return {
    create,
    update,
    fields: [
      { kind: 'text', name: 'title', label: tk('community:fields.title'), rules: requiredText(255), autoFocus: true },
      { kind: 'category', name: 'category' },
      { kind: 'text', name: 'body', rules: requiredText(max), multiline: true, ...body },
      { kind: 'visibility', name: 'visibility' },
    ],
    media: { Picker: ImagePicker, label: imageLabel, current: (item) => (item.image ? contentImageUrl(folder, item.image) : null) },
    defaults: (item) => ({ title: item?.title ?? '', category: item?.category.id ?? '', body: item?.body ?? '', visibility: item?.visibility ?? 'members' }),
    send: (v, image, item) => {
      const formData = { title: v.title, category: Number(v.category), body: v.body, visibility: v.visibility, ...(image ? { image } : {}) };
      return item ? send.update(item.id, formData) : send.create(formData);
    },
    cachesItem: true,
  };
}

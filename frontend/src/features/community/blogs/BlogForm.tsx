import { BlogsService, type BlogDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../ui/FormTextField';
import { useToast } from '../../../lib/toastContext';
import { useFilePreview } from '../../../lib/useFilePreview';
import { CategorySelect } from '../shared/CategorySelect';
import { FormFrame } from '../shared/FormFrame';
import { ImagePicker } from '../shared/ImagePicker';
import { ItemState } from '../shared/ItemState';
import { contentImageUrl } from '../shared/media';
import { requiredText } from '../shared/rules';
import { useCategories } from '../shared/useContentList';
import { useItem, useItemId } from '../shared/useItem';
import { useUpload } from '../shared/useUpload';

export const BLOG_BODY_MAX = 100_000;

interface Values {
  title: string;
  category: number | '';
  body: string;
}

/** Writes a new blog post, or edits mine: title, category, Markdown body and an optional image. */
export function BlogForm({ blog }: { blog?: BlogDto }) {
  const categories = useCategories('blogs');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { chosen, choose } = useFilePreview();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { title: blog?.title ?? '', category: blog?.category.id ?? '', body: blog?.body ?? '' },
  });
  const { mutation, progress } = useUpload({
    fields: ['title', 'category', 'body'],
    setError,
    send: (values: Values) => {
      const formData = { title: values.title, category: Number(values.category), body: values.body, ...(chosen ? { image: chosen.file } : {}) };
      return blog ? BlogsService.updateBlog({ id: blog.id, formData }) : BlogsService.createBlog({ formData });
    },
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: ['blogs'] });
      queryClient.setQueryData(['blogs', 'item', data.id], data);
      toast.success(blog ? 'Post updated.' : 'Post published.');
      void navigate(`/blogs/${data.id}`);
    },
  });
  return (
    <FormFrame
      title={blog ? 'Edit your post' : 'Write a blog post'}
      submitLabel={blog ? 'Save' : 'Publish'}
      busy={mutation.isPending}
      progress={chosen ? progress : null}
      onSubmit={(event) => void handleSubmit((values) => mutation.mutate(values))(event)}
    >
      <FormTextField control={control} name="title" label="Title" rules={requiredText(255)} autoFocus />
      <CategorySelect control={control} name="category" categories={categories} />
      <FormTextField
        control={control}
        name="body"
        label="Your post"
        rules={requiredText(BLOG_BODY_MAX)}
        multiline
        minRows={10}
        helperText="Markdown: **bold**, _italic_, # headings, - lists, [links](https://…)"
      />
      <ImagePicker chosen={chosen} choose={choose} current={blog?.image ? contentImageUrl('blogs', blog.image) : null} label="Add a cover image" />
    </FormFrame>
  );
}

/** `/blogs/:id/edit`: my post in the form. */
export function BlogEditPage() {
  const query = useItem(['blogs', 'item'], useItemId(), (id) => BlogsService.getBlog({ id }));
  return (
    <ItemState query={query} back={{ to: '/blogs', label: 'All posts' }}>
      {(blog) => <BlogForm blog={blog} />}
    </ItemState>
  );
}

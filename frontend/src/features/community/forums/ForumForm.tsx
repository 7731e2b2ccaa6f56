import { ForumsService, type ForumDto } from '@plaza/sdk';
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

interface Values {
  title: string;
  category: number | '';
  body: string;
}

/** Starts a thread, or edits mine: title, category, first post (Markdown) and an optional image. */
export function ForumForm({ thread }: { thread?: ForumDto }) {
  const categories = useCategories('forums');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { chosen, choose } = useFilePreview();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { title: thread?.title ?? '', category: thread?.category.id ?? '', body: thread?.body ?? '' },
  });
  const { mutation, progress } = useUpload({
    fields: ['title', 'category', 'body'],
    setError,
    send: (v: Values) => {
      const formData = { title: v.title, category: Number(v.category), body: v.body, ...(chosen ? { image: chosen.file } : {}) };
      return thread ? ForumsService.updateForum({ id: thread.id, formData }) : ForumsService.createForum({ formData });
    },
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: ['forums'] });
      queryClient.setQueryData(['forums', 'item', data.id], data);
      toast.success(thread ? 'Thread updated.' : 'Thread started.');
      void navigate(`/forums/${data.id}`);
    },
  });
  return (
    <FormFrame
      title={thread ? 'Edit your thread' : 'Start a thread'}
      submitLabel={thread ? 'Save' : 'Post thread'}
      busy={mutation.isPending}
      progress={chosen ? progress : null}
      onSubmit={(e) => void handleSubmit((values) => mutation.mutate(values))(e)}
    >
      <FormTextField control={control} name="title" label="Title" rules={requiredText(255)} autoFocus />
      <CategorySelect control={control} name="category" categories={categories} />
      <FormTextField control={control} name="body" label="What do you want to say?" rules={requiredText(50_000)} multiline minRows={6} helperText="Markdown works here." />
      <ImagePicker chosen={chosen} choose={choose} current={thread?.image ? contentImageUrl('forums', thread.image) : null} />
    </FormFrame>
  );
}

/** `/forums/:id/edit`. */
export function ForumEditPage() {
  const query = useItem(['forums', 'item'], useItemId(), (id) => ForumsService.getForum({ id }));
  return (
    <ItemState query={query} back={{ to: '/forums', label: 'All threads' }}>
      {(thread) => <ForumForm thread={thread} />}
    </ItemState>
  );
}

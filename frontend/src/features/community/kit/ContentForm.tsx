import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../../ui/FormTextField';
import { useToast } from '../../../lib/toastContext';
import { useFilePreview } from '../../../lib/useFilePreview';
import { VisibilitySelect } from '../shared/VisibilitySelect';
import { CategorySelect } from '../shared/CategorySelect';
import { FormFrame } from '../shared/FormFrame';
import { useCategories } from '../shared/useContentList';
import { useUpload } from '../shared/useUpload';
import { itemKeyOf, pathOf, type ContentItem, type ContentType, type FieldSpec, type FormSpec, type MediaPickerProps, type MediaSpec, type TextFieldSpec } from './contentType';
import { ItemLoader } from './ReadingPage';

interface Props<Item extends ContentItem, V extends FieldValues> {
  type: ContentType<Item, V>;
  /** The item edited (none: a new one). */
  item?: Item;
}

/** `${path}/new` and `${path}/:id/edit`: a content type's form, its fields and media as the type declares them. */
export function ContentForm<Item extends ContentItem, V extends FieldValues>({ type, item }: Props<Item, V>) {
  const form = type.form!;
  const [params] = useSearchParams();
  const categories = useCategories(type.name, type.calls.categories);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const { chosen, choose } = useFilePreview();
  const [mediaError, setMediaError] = useState<string>();
  const { control, handleSubmit, setError } = useForm<V>({ defaultValues: form.defaults(item, params) as DefaultValues<V> });
  const words = item && form.update ? form.update : form.create;
  const { mutation, progress } = useUpload({
    fields: fieldNames(form.fields),
    setError,
    send: (values: V) => form.send(values, chosen?.file, item),
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: [type.name] });
      if (form.cachesItem) {
        queryClient.setQueryData(itemKeyOf(type, data.id), data);
      }
      toast.success(t(words.done));
      void navigate(form.next ? form.next(data, params) : `${pathOf(type)}/${data.id}`);
    },
  });
  const submit = handleSubmit((values) => {
    if (form.media?.required && !chosen) {
      setMediaError(t(form.media.required));
      return;
    }
    mutation.mutate(values);
  });
  const media = form.media && (
    <MediaInput
      media={form.media}
      item={item}
      chosen={chosen}
      choose={(file) => {
        setMediaError(undefined);
        choose(file);
      }}
      error={mediaError}
      setError={setMediaError}
    />
  );
  return (
    <FormFrame title={t(words.title)} submitLabel={t(words.submit)} busy={mutation.isPending} progress={chosen ? progress : null} onSubmit={(e) => void submit(e)}>
      {form.media?.first && media}
      {form.fields.map((field, i) => (
        <FieldInput key={i} field={field} control={control} categories={categories} />
      ))}
      {!form.media?.first && media}
    </FormFrame>
  );
}

/** `${path}/:id/edit`: my item in its type's form. */
export function ContentEditPage<Item extends ContentItem, V extends FieldValues>({ type }: { type: ContentType<Item, V> }) {
  return <ItemLoader type={type}>{(item) => <ContentForm type={type} item={item} />}</ItemLoader>;
}

type MediaInputProps<Item> = Omit<MediaPickerProps, 'current' | 'label'> & { media: MediaSpec<Item>; item?: Item };

function MediaInput<Item>({ media, item, ...picker }: MediaInputProps<Item>) {
  const { Picker, label, current } = media;
  return <Picker {...picker} label={label} current={item && current ? current(item) : null} />;
}

function FieldInput<V extends FieldValues>({ field, control, categories }: { field: FieldSpec<V>; control: Control<V>; categories: ReturnType<typeof useCategories> }) {
  switch (field.kind) {
    case 'category':
      return <CategorySelect control={control} name={field.name} categories={categories} />;
    case 'visibility':
      return <VisibilitySelect control={control} name={field.name} />;
    case 'row':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {field.fields.map((inner) => (
            <TextInput key={inner.name} field={inner} control={control} />
          ))}
        </Stack>
      );
    case 'custom':
      return <>{field.render(control)}</>;
    default:
      return <TextInput field={field} control={control} />;
  }
}

/** A text field; its label and helper text are translation keys. */
function TextInput<V extends FieldValues>({ field, control }: { field: TextFieldSpec<V>; control: Control<V> }) {
  const { t } = useTranslation();
  const { kind: _kind, label, helperText, ...props } = field;
  return (
    <FormTextField
      control={control}
      {...props}
      label={typeof label === 'string' ? t(label) : label}
      helperText={typeof helperText === 'string' ? t(helperText) : helperText}
    />
  );
}

/** The names the API may put a message under (a 422's other messages go to a toast). */
function fieldNames<V extends FieldValues>(fields: FormSpec<ContentItem, V>['fields']): Path<V>[] {
  return fields.flatMap((field) => (field.kind === 'row' ? field.fields.map((inner) => inner.name) : [field.name]));
}

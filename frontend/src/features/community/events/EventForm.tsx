import Stack from '@mui/material/Stack';
import { EventsService, type EventDto } from '@plaza/sdk';
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
import { REQUIRED, requiredText } from '../shared/rules';
import { useCategories } from '../shared/useContentList';
import { useItem, useItemId } from '../shared/useItem';
import { useUpload } from '../shared/useUpload';
import { isoToLocal, localToIso } from './api';

interface Values {
  title: string;
  category: number | '';
  starts_at: string;
  ends_at: string;
  location: string;
  description: string;
  capacity: string;
}

/** Creates an event, or edits mine: what, when (start, optional end), where, a capacity and an image. */
export function EventForm({ event }: { event?: EventDto }) {
  const categories = useCategories('events');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { chosen, choose } = useFilePreview();
  const { control, handleSubmit, setError, getValues } = useForm<Values>({
    defaultValues: {
      title: event?.title ?? '',
      category: event?.category.id ?? '',
      starts_at: event ? isoToLocal(event.starts_at) : '',
      ends_at: event?.ends_at ? isoToLocal(event.ends_at) : '',
      location: event?.location ?? '',
      description: event?.description ?? '',
      capacity: event?.capacity ? String(event.capacity) : '',
    },
  });
  const { mutation, progress } = useUpload({
    fields: ['title', 'category', 'starts_at', 'ends_at', 'location', 'description', 'capacity'],
    setError,
    send: (v: Values) => {
      const formData = {
        title: v.title,
        category: Number(v.category),
        starts_at: localToIso(v.starts_at),
        ...(v.ends_at ? { ends_at: localToIso(v.ends_at) } : {}),
        location: v.location,
        description: v.description,
        ...(v.capacity ? { capacity: Number(v.capacity) } : {}),
        ...(chosen ? { image: chosen.file } : {}),
      };
      return event ? EventsService.updateEvent({ id: event.id, formData }) : EventsService.createEvent({ formData });
    },
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      queryClient.setQueryData(['events', 'item', data.id], data);
      toast.success(event ? 'Event updated.' : 'Event created.');
      void navigate(`/events/${data.id}`);
    },
  });
  const dateField = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <FormFrame
      title={event ? 'Edit your event' : 'Create an event'}
      submitLabel={event ? 'Save' : 'Create event'}
      busy={mutation.isPending}
      progress={chosen ? progress : null}
      onSubmit={(e) => void handleSubmit((values) => mutation.mutate(values))(e)}
    >
      <FormTextField control={control} name="title" label="Title" rules={requiredText(255)} autoFocus />
      <CategorySelect control={control} name="category" categories={categories} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <FormTextField control={control} name="starts_at" label="Starts" rules={{ required: REQUIRED }} {...dateField} />
        <FormTextField
          control={control}
          name="ends_at"
          label="Ends (optional)"
          rules={{ validate: (value: string) => !value || !getValues('starts_at') || new Date(value) > new Date(getValues('starts_at')) || 'The end must be after the start' }}
          {...dateField}
        />
      </Stack>
      <FormTextField control={control} name="location" label="Where" rules={requiredText(255)} />
      <FormTextField control={control} name="description" label="What to expect" rules={requiredText(20_000)} multiline minRows={5} helperText="Markdown works here." />
      <FormTextField
        control={control}
        name="capacity"
        label="Places (optional)"
        type="number"
        rules={{ validate: (value: string) => !value || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100_000) || 'Capacity must be a whole number from 1 to 100000' }}
        helperText="Leave empty for no limit"
        sx={{ maxWidth: 240 }}
      />
      <ImagePicker chosen={chosen} choose={choose} current={event?.image ? contentImageUrl('events', event.image) : null} />
    </FormFrame>
  );
}

/** `/events/:id/edit`. */
export function EventEditPage() {
  const query = useItem(['events', 'item'], useItemId(), (id) => EventsService.getEvent({ id }));
  return (
    <ItemState query={query} back={{ to: '/events', label: 'All events' }}>
      {(event) => <EventForm event={event} />}
    </ItemState>
  );
}

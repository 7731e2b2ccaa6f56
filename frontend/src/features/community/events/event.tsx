import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EventsService, type EventDto, type Visibility } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';
import { tk } from '../../../i18n/keys';
import type { ContentType, ReadingProps } from '../kit/contentType';
import { Byline } from '../shared/Byline';
import { ImagePicker } from '../shared/ImagePicker';
import { contentImageUrl } from '../shared/media';
import { RenderedMarkdown } from '../shared/RenderedMarkdown';
import { REQUIRED, requiredText } from '../shared/rules';
import { eventWhen, isoToLocal, localToIso } from './api';
import { Rsvp } from './Rsvp';
import '../words';

interface EventValues {
  title: string;
  category: number | '';
  starts_at: string;
  ends_at: string;
  location: string;
  description: string;
  capacity: string;
  visibility: Visibility;
}

const dateField = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;

/** An event: what, when (start, optional end), where, a capacity and an image; members answer whether they go. */
export const event: ContentType<EventDto, EventValues> = {
  name: 'events',
  report: 'event',
  kind: 'event',
  words: { title: (e) => e.title, back: tk('community:events.title'), notFound: tk('community:events.all'), deleted: tk('community:events.deleted') },
  calls: { get: (id) => EventsService.getEvent({ id }), remove: (id) => EventsService.deleteEvent({ id }), categories: () => EventsService.listEventCategories() },
  reading: { gap: 2.5, maxWidth: 860, parts: [Cover, Badges, 'hidden', Heading, Rsvp, About] },
  edit: 'page',
  form: {
    create: { title: tk('community:events.create'), submit: tk('community:events.form.submit'), done: tk('community:events.form.created') },
    update: { title: tk('community:events.form.editTitle'), submit: tk('community:actions.save'), done: tk('community:events.form.updated') },
    fields: [
      { kind: 'text', name: 'title', label: tk('community:fields.title'), rules: requiredText(255), autoFocus: true },
      { kind: 'category', name: 'category' },
      {
        kind: 'row',
        fields: [
          { kind: 'text', name: 'starts_at', label: tk('community:events.form.starts'), rules: { required: REQUIRED }, ...dateField },
          {
            kind: 'text',
            name: 'ends_at',
            label: tk('community:events.form.ends'),
            rules: { validate: (value: string, v) => !value || !v.starts_at || new Date(value) > new Date(v.starts_at) || i18n.t('community:events.form.endAfterStart') },
            ...dateField,
          },
        ],
      },
      { kind: 'text', name: 'location', label: tk('community:events.form.location'), rules: requiredText(255) },
      { kind: 'text', name: 'description', label: tk('community:events.form.description'), rules: requiredText(20_000), multiline: true, minRows: 5, helperText: tk('community:form.markdown') },
      {
        kind: 'text',
        name: 'capacity',
        label: tk('community:events.form.capacity'),
        type: 'number',
        rules: {
          validate: (value: string) => !value || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100_000) || i18n.t('community:events.form.capacityRange'),
        },
        helperText: tk('community:events.form.capacityHelp'),
        sx: { maxWidth: 240 },
      },
      { kind: 'visibility', name: 'visibility' },
    ],
    media: { Picker: ImagePicker, current: (e) => (e.image ? contentImageUrl('events', e.image) : null) },
    defaults: (e) => ({
      title: e?.title ?? '',
      category: e?.category.id ?? '',
      starts_at: e ? isoToLocal(e.starts_at) : '',
      ends_at: e?.ends_at ? isoToLocal(e.ends_at) : '',
      location: e?.location ?? '',
      description: e?.description ?? '',
      capacity: e?.capacity ? String(e.capacity) : '',
      visibility: e?.visibility ?? 'members',
    }),
    send: (v, image, e) => {
      const formData = {
        title: v.title,
        category: Number(v.category),
        starts_at: localToIso(v.starts_at),
        ...(v.ends_at ? { ends_at: localToIso(v.ends_at) } : {}),
        location: v.location,
        description: v.description,
        ...(v.capacity ? { capacity: Number(v.capacity) } : {}),
        visibility: v.visibility,
        ...(image ? { image } : {}),
      };
      return e ? EventsService.updateEvent({ id: e.id, formData }) : EventsService.createEvent({ formData });
    },
    cachesItem: true,
  },
};

function Cover({ item: e }: ReadingProps<EventDto>) {
  return e.image && <Box component="img" src={contentImageUrl('events', e.image)} alt="" sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 2 }} />;
}

function Badges({ item: e }: ReadingProps<EventDto>) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Chip label={e.category.name} size="small" />
      {e.is_past && <Chip label={t('community:events.past')} size="small" />}
      {e.is_full && <Chip label={t('community:events.full')} size="small" color="warning" />}
    </Stack>
  );
}

/** Its title, when and where, and who organises it. */
function Heading({ item: e, actions }: ReadingProps<EventDto>) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {e.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 3 }, color: 'text.secondary' }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <CalendarMonthIcon fontSize="small" />
          <Typography variant="body1">{eventWhen(e.starts_at, e.ends_at)}</Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <PlaceIcon fontSize="small" />
          <Typography variant="body1">{e.location}</Typography>
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Byline user={e.user} date={e.created_at} extra={` · ${t('community:events.organiser')}`} />
        {actions}
      </Stack>
    </>
  );
}

function About({ item: e }: ReadingProps<EventDto>) {
  const { t } = useTranslation();
  return <RenderedMarkdown html={e.description_html} label={t('community:events.about')} />;
}

import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PushPinIcon from '@mui/icons-material/PushPin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ForumsService, type ForumDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../i18n/keys';
import { useToast } from '../../../lib/toastContext';
import { ReportMenu } from '../../../ui/ReportMenu';
import { callApi, errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/authContext';
import { articleForm, type ArticleValues } from '../kit/articleForm';
import type { ContentType, ReadingProps } from '../kit/contentType';
import { Byline } from '../shared/Byline';
import { contentImageUrl } from '../shared/media';
import { OwnerMenu } from '../shared/OwnerMenu';
import { RenderedMarkdown } from '../shared/RenderedMarkdown';
import { isStaff, Replies } from './Replies';
import '../words';

/** A forum thread: its first post (title, category, Markdown, an image), then its replies page by page. */
export const thread: ContentType<ForumDto, ArticleValues> = {
  name: 'forums',
  report: 'forum',
  kind: 'thread',
  words: { title: (t) => t.title, back: tk('community:forums.title'), notFound: tk('community:forums.all'), deleted: tk('community:forums.deleted') },
  calls: { get: (id) => ForumsService.getForum({ id }), remove: (id) => ForumsService.deleteForum({ id }), categories: () => ForumsService.listForumCategories() },
  reading: { maxWidth: 860, parts: [Badges, 'hidden', Title, FirstPost, Replies] },
  edit: 'page',
  form: articleForm('forums', {
    create: { title: tk('community:forums.create'), submit: tk('community:forums.form.submit'), done: tk('community:forums.form.started') },
    update: { title: tk('community:forums.form.editTitle'), submit: tk('community:actions.save'), done: tk('community:forums.form.updated') },
    body: { label: tk('community:forums.form.body'), max: 50_000, minRows: 6, helperText: tk('community:form.markdown') },
    send: { create: (formData) => ForumsService.createForum({ formData }), update: (id, formData) => ForumsService.updateForum({ id, formData }) },
  }),
};

function Badges({ item: thread }: ReadingProps<ForumDto>) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip label={thread.category.name} size="small" />
      {thread.pinned && <Chip icon={<PushPinIcon />} label={t('community:forums.pinned')} size="small" color="primary" variant="outlined" />}
      {thread.locked && <Chip icon={<LockIcon />} label={t('community:forums.locked')} size="small" variant="outlined" />}
    </Stack>
  );
}

function Title({ item: t }: ReadingProps<ForumDto>) {
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
      {t.title}
    </Typography>
  );
}

/** The opening post, with its author's and the moderators' actions: pin (staff), lock, edit, delete. */
function FirstPost({ item: thread, mine, remove }: ReadingProps<ForumDto>) {
  const { user } = useAuth();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const moderate = useMutation({
    mutationFn: (change: { pinned?: boolean; locked?: boolean }) => callApi(() => ForumsService.moderateForum({ id: thread.id, requestBody: change })),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(['forums', 'item', thread.id], data);
      void queryClient.invalidateQueries({ queryKey: ['forums'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const staff = isStaff(user?.role);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack sx={{ gap: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Byline user={thread.user} date={thread.created_at} />
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            {staff && (
              <Button size="small" startIcon={<PushPinIcon />} onClick={() => moderate.mutate({ pinned: !thread.pinned })} disabled={moderate.isPending}>
                {thread.pinned ? t('community:forums.unpin') : t('community:forums.pin')}
              </Button>
            )}
            {(mine || staff) && (
              <Button size="small" startIcon={thread.locked ? <LockOpenIcon /> : <LockIcon />} onClick={() => moderate.mutate({ locked: !thread.locked })} disabled={moderate.isPending}>
                {thread.locked ? t('community:forums.unlock') : t('community:forums.lock')}
              </Button>
            )}
            {(mine || staff) && <OwnerMenu kind="thread" editTo={mine ? `/forums/${thread.id}/edit` : undefined} onDelete={remove} />}
            {!mine && <ReportMenu label={t('community:forums.report')} subject={{ type: 'forum', id: thread.id, noun: t('community:kinds.thread.noun') }} />}
          </Stack>
        </Stack>
        {thread.image && <Box component="img" src={contentImageUrl('forums', thread.image)} alt="" sx={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain', borderRadius: 1, alignSelf: 'flex-start' }} />}
        <RenderedMarkdown html={thread.body_html} label={t('community:forums.firstPost')} />
      </Stack>
    </Paper>
  );
}

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

/** A forum thread: its first post (title, category, Markdown, an image), then its replies page by page. */
export const thread: ContentType<ForumDto, ArticleValues> = {
  name: 'forums',
  report: 'forum',
  words: { noun: 'thread', title: (t) => t.title, back: 'Forums', notFound: 'All threads', deleted: 'Thread deleted.' },
  calls: { get: (id) => ForumsService.getForum({ id }), remove: (id) => ForumsService.deleteForum({ id }), categories: () => ForumsService.listForumCategories() },
  reading: { maxWidth: 860, parts: [Badges, 'hidden', Title, FirstPost, Replies] },
  edit: 'page',
  form: articleForm('forums', {
    create: { title: 'Start a thread', submit: 'Post thread', done: 'Thread started.' },
    update: { title: 'Edit your thread', submit: 'Save', done: 'Thread updated.' },
    body: { label: 'What do you want to say?', max: 50_000, minRows: 6, helperText: 'Markdown works here.' },
    send: { create: (formData) => ForumsService.createForum({ formData }), update: (id, formData) => ForumsService.updateForum({ id, formData }) },
  }),
};

function Badges({ item: t }: ReadingProps<ForumDto>) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip label={t.category.name} size="small" />
      {t.pinned && <Chip icon={<PushPinIcon />} label="Pinned" size="small" color="primary" variant="outlined" />}
      {t.locked && <Chip icon={<LockIcon />} label="Locked" size="small" variant="outlined" />}
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
function FirstPost({ item: t, mine, remove }: ReadingProps<ForumDto>) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const moderate = useMutation({
    mutationFn: (change: { pinned?: boolean; locked?: boolean }) => callApi(() => ForumsService.moderateForum({ id: t.id, requestBody: change })),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(['forums', 'item', t.id], data);
      void queryClient.invalidateQueries({ queryKey: ['forums'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const staff = isStaff(user?.role);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack sx={{ gap: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Byline user={t.user} date={t.created_at} />
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            {staff && (
              <Button size="small" startIcon={<PushPinIcon />} onClick={() => moderate.mutate({ pinned: !t.pinned })} disabled={moderate.isPending}>
                {t.pinned ? 'Unpin' : 'Pin'}
              </Button>
            )}
            {(mine || staff) && (
              <Button size="small" startIcon={t.locked ? <LockOpenIcon /> : <LockIcon />} onClick={() => moderate.mutate({ locked: !t.locked })} disabled={moderate.isPending}>
                {t.locked ? 'Unlock' : 'Lock'}
              </Button>
            )}
            {(mine || staff) && <OwnerMenu noun="thread" editTo={mine ? `/forums/${t.id}/edit` : undefined} onDelete={remove} />}
            {!mine && <ReportMenu label="Report this thread" subject={{ type: 'forum', id: t.id, noun: 'thread' }} />}
          </Stack>
        </Stack>
        {t.image && <Box component="img" src={contentImageUrl('forums', t.image)} alt="" sx={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain', borderRadius: 1, alignSelf: 'flex-start' }} />}
        <RenderedMarkdown html={t.body_html} label="First post" />
      </Stack>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LockIcon from '@mui/icons-material/Lock';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ForumsService, type ForumDto, type ForumReplyDto } from '@plaza/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormTextField } from '../../../ui/FormTextField';
import { useToast } from '../../../lib/toastContext';
import { callApi, errorMessage, fieldErrors } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/authContext';
import { SignInToAct } from '../../../ui/RouteGuards';
import type { ReadingProps } from '../kit/contentType';
import { Byline } from '../shared/Byline';
import { RenderedMarkdown } from '../shared/RenderedMarkdown';
import { requiredText } from '../shared/rules';
import '../words';

export const REPLIES_PAGE_SIZE = 20;
export const isStaff = (role: string | undefined) => role === 'moderator' || role === 'admin';

/** A thread's replies page by page (oldest first), and the reply box (a note instead once it is locked). */
export function Replies({ item: thread }: ReadingProps<ForumDto>) {
  const { user } = useAuth();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const replies = useQuery({
    queryKey: ['forums', 'replies', thread.id, page],
    queryFn: () => callApi(() => ForumsService.listForumReplies({ id: thread.id, page, take: REPLIES_PAGE_SIZE, order: 'asc' })),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['forums'] });
  const staff = isStaff(user?.role);
  const lastPage = replies.data?.last_page ?? 1;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('community:forums.replies', { count: thread.replies_count })}
      </Typography>
      {replies.isPending && <Skeleton variant="rounded" height={100} />}
      {replies.isError && <Alert severity="error">{errorMessage(replies.error)}</Alert>}
      <Stack component="ol" aria-label={t('community:forums.repliesLabel')} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5, opacity: replies.isPlaceholderData ? 0.6 : 1 }}>
        {replies.data?.data.map((reply) => (
          <ReplyItem key={reply.id} reply={reply} mine={reply.user.id === user?.id} mayDelete={reply.user.id === user?.id || staff} onChanged={refresh} />
        ))}
      </Stack>
      {lastPage > 1 && (
        <Pagination
          count={lastPage}
          page={Math.min(page, lastPage)}
          onChange={(_, next) => setParams(next > 1 ? { page: String(next) } : {})}
          siblingCount={2}
          boundaryCount={3}
          color="primary"
          sx={{ '& ul': { justifyContent: 'center' } }}
          aria-label={t('community:forums.replyPages')}
        />
      )}
      {thread.locked ? (
        <Alert severity="info" icon={<LockIcon />}>
          {t('community:forums.lockedNote')}
        </Alert>
      ) : !user ? (
        <SignInToAct label={t('community:forums.signInToReply')} />
      ) : (
        <ReplyBox
          threadId={thread.id}
          onSent={(total) => {
            refresh();
            const last = Math.max(1, Math.ceil(total / REPLIES_PAGE_SIZE));
            setParams(last > 1 ? { page: String(last) } : {});
          }}
          total={thread.replies_count}
        />
      )}
    </>
  );
}

function ReplyItem({ reply, mine, mayDelete, onChanged }: { reply: ForumReplyDto; mine: boolean; mayDelete: boolean; onChanged: () => void }) {
  const toast = useToast();
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => callApi(() => ForumsService.deleteForumReply({ id: reply.thread_id, replyId: reply.id })),
    onSuccess: onChanged,
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, opacity: remove.isPending ? 0.5 : 1 }}>
      <Stack sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
          <Byline user={reply.user} date={reply.created_at} size={32} hidden={reply.hidden} />
          <Stack direction="row" sx={{ gap: 2 }}>
            {/* Only the author edits; moderators may delete any reply. */}
            {mine && !editing && (
              <Link component="button" type="button" variant="caption" color="text.secondary" onClick={() => setEditing(true)}>
                {t('community:actions.edit')}
              </Link>
            )}
            {mayDelete && (
              <Link component="button" type="button" variant="caption" color="text.secondary" onClick={() => remove.mutate()}>
                {t('community:actions.delete')}
              </Link>
            )}
          </Stack>
        </Stack>
        {editing ? (
          <ReplyForm
            label={t('community:forums.editReply')}
            submitLabel={t('community:actions.save')}
            initial={reply.body}
            send={(body) => ForumsService.updateForumReply({ id: reply.thread_id, replyId: reply.id, requestBody: { body } })}
            onDone={() => {
              toast.success(t('community:forums.replyUpdated'));
              setEditing(false);
              onChanged();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <RenderedMarkdown html={reply.body_html} />
        )}
      </Stack>
    </Paper>
  );
}

function ReplyBox({ threadId, total, onSent }: { threadId: number; total: number; onSent: (total: number) => void }) {
  const { t } = useTranslation();
  return (
    <ReplyForm
      label={t('community:forums.yourReply')}
      submitLabel={t('community:forums.reply')}
      initial=""
      send={(body) => ForumsService.createForumReply({ id: threadId, requestBody: { body } })}
      onDone={() => onSent(total + 1)}
    />
  );
}

interface ReplyFormProps {
  label: string;
  submitLabel: string;
  initial: string;
  send: (body: string) => Promise<unknown>;
  /** After a success (a new reply's form empties itself). */
  onDone: () => void;
  onCancel?: () => void;
}

/** A reply's Markdown text: the box under the thread, and a reply's edit in place. */
function ReplyForm({ label, submitLabel, initial, send, onDone, onCancel }: ReplyFormProps) {
  const toast = useToast();
  const { t } = useTranslation();
  const { control, handleSubmit, reset, setError } = useForm<{ body: string }>({ defaultValues: { body: initial } });
  const mutation = useMutation({
    mutationFn: (body: string) => callApi(() => send(body)),
    onSuccess: () => {
      reset({ body: initial });
      onDone();
    },
    onError: (error) => {
      const message = fieldErrors(error).body?.[0];
      if (message) {
        setError('body', { message });
      } else {
        toast.error(errorMessage(error));
      }
    },
  });
  return (
    <Stack component="form" noValidate onSubmit={(e) => void handleSubmit(({ body }) => mutation.mutate(body.trim()))(e)} sx={{ gap: 1 }}>
      <FormTextField
        control={control}
        name="body"
        label={label}
        rules={requiredText(20_000)}
        multiline
        minRows={3}
        autoFocus={Boolean(onCancel)}
        helperText={t('community:form.markdown')}
      />
      <Stack direction="row" sx={{ gap: 1, alignSelf: 'flex-end' }}>
        {onCancel && (
          <Button color="inherit" onClick={onCancel} disabled={mutation.isPending}>
            {t('community:actions.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

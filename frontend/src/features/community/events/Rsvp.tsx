import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Alert from '@mui/material/Alert';
import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EventsService, type EventDto, type RsvpStatus } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { tk } from '../../../i18n/keys';
import { useToast } from '../../../lib/toastContext';
import { UserAvatar } from '../../../ui/UserAvatar';
import { SignInToAct } from '../../../ui/RouteGuards';
import { useAuth } from '../../../lib/auth/authContext';
import { callApi, errorMessage } from '../../../lib/api';
import type { ReadingProps } from '../kit/contentType';
import { downloadCalendar } from './api';
import '../words';

const ANSWERS: { value: RsvpStatus; label: string }[] = [
  { value: 'going', label: tk('community:events.rsvp.answers.going') },
  { value: 'interested', label: tk('community:events.rsvp.answers.interested') },
  { value: 'not_going', label: tk('community:events.rsvp.answers.notGoing') },
];

/** My answer (going, interested, not going) with the counts and who is going; Add to calendar (`.ics`). */
export function Rsvp({ item: event }: ReadingProps<EventDto>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const answered = (data: EventDto) => {
    queryClient.setQueryData(['events', 'item', event.id], data);
    void queryClient.invalidateQueries({ queryKey: ['events', 'list'] });
  };
  const answer = useMutation({
    mutationFn: (status: RsvpStatus | null) =>
      callApi(() =>
        status
          ? EventsService.rsvpEvent({ id: event.id, requestBody: { status } })
          : EventsService.withdrawEventRsvp({ id: event.id }),
      ),
    onSuccess: ({ data }) => answered(data),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const fullForMe = event.is_full && event.my_rsvp !== 'going';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack sx={{ gap: 1.5 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          {!isLoggedIn ? (
            <SignInToAct label={t('community:events.rsvp.signIn')} />
          ) : (
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={event.my_rsvp}
              disabled={answer.isPending || event.is_past}
              onChange={(_, value: RsvpStatus | null) => answer.mutate(value)}
              aria-label={t('community:events.rsvp.yours')}
              size="small"
            >
              {ANSWERS.map((a) => (
                <ToggleButton key={a.value} value={a.value} disabled={a.value === 'going' && fullForMe}>
                  {t(a.label)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          <Button
            startIcon={<CalendarMonthIcon />}
            onClick={() => void downloadCalendar(event.id).catch((error: unknown) => toast.error(errorMessage(error)))}
          >
            {t('community:events.rsvp.calendar')}
          </Button>
        </Stack>
        {fullForMe && !event.is_past && (
          <Alert severity="info">{t('community:events.rsvp.full')}</Alert>
        )}
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          {event.attendees.length > 0 && (
            <AvatarGroup max={5} total={event.going_count} aria-label={t('community:events.rsvp.answers.going')}>
              {event.attendees.map((a) => (
                <UserAvatar key={a.id} user={a} size={32} />
              ))}
            </AvatarGroup>
          )}
          <Typography variant="body2" color="text.secondary" aria-label={t('community:events.rsvp.answersLabel')}>
            {event.capacity ? (
              <Trans i18nKey="community:events.rsvp.goingOf" count={event.going_count} values={{ capacity: event.capacity }} components={{ b: <strong /> }} />
            ) : (
              <Trans i18nKey="community:events.rsvp.going" count={event.going_count} components={{ b: <strong /> }} />
            )}
            {' · '}
            <Trans i18nKey="community:events.rsvp.interested" count={event.interested_count} components={{ b: <strong /> }} />
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}

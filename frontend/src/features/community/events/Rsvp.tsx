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
import { useToast } from '../../../lib/toastContext';
import { UserAvatar } from '../../../ui/UserAvatar';
import { SignInToAct } from '../../../ui/RouteGuards';
import { useAuth } from '../../../lib/auth/authContext';
import { callApi, errorMessage } from '../../../lib/api';
import type { ReadingProps } from '../kit/contentType';
import { downloadCalendar } from './api';

const ANSWERS: { value: RsvpStatus; label: string }[] = [
  { value: 'going', label: 'Going' },
  { value: 'interested', label: 'Interested' },
  { value: 'not_going', label: 'Not going' },
];

/** My answer (going, interested, not going) with the counts and who is going; Add to calendar (`.ics`). */
export function Rsvp({ item: event }: ReadingProps<EventDto>) {
  const queryClient = useQueryClient();
  const toast = useToast();
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
            <SignInToAct label="Sign in to answer" />
          ) : (
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={event.my_rsvp}
              disabled={answer.isPending || event.is_past}
              onChange={(_, value: RsvpStatus | null) => answer.mutate(value)}
              aria-label="Your answer"
              size="small"
            >
              {ANSWERS.map((a) => (
                <ToggleButton key={a.value} value={a.value} disabled={a.value === 'going' && fullForMe}>
                  {a.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          <Button
            startIcon={<CalendarMonthIcon />}
            onClick={() => void downloadCalendar(event.id).catch((error: unknown) => toast.error(errorMessage(error)))}
          >
            Add to calendar
          </Button>
        </Stack>
        {fullForMe && !event.is_past && (
          <Alert severity="info">This event is full: you can still say you are interested.</Alert>
        )}
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          {event.attendees.length > 0 && (
            <AvatarGroup max={5} total={event.going_count} aria-label="Going">
              {event.attendees.map((a) => (
                <UserAvatar key={a.id} user={a} size={32} />
              ))}
            </AvatarGroup>
          )}
          <Typography variant="body2" color="text.secondary" aria-label="Answers">
            <strong>{event.going_count}</strong> going{event.capacity ? ` of ${event.capacity} places` : ''} ·{' '}
            <strong>{event.interested_count}</strong> interested
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}

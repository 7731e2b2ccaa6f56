import { useEffect, useState } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatChatDate, relativeTime, type DateInput } from '../lib/format';

/** Every mounted relative time moves on once a minute ('1 minute ago' → '2 minutes ago'). */
function useMinuteTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
}

/** '5 minutes ago' (spec §9), with the full date on hover. */
export function RelativeTime({ date, ...props }: { date: DateInput } & TypographyProps<'time'>) {
  useMinuteTick();
  useTranslation(); // a change of language rewrites it at once
  const iso = new Date(date).toISOString();
  return (
    <Typography
      component="time"
      dateTime={iso}
      title={formatChatDate(date)}
      variant="caption"
      color="text.secondary"
      {...props}
    >
      {relativeTime(date)}
    </Typography>
  );
}

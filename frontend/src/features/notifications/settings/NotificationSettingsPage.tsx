import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DigestFrequency, UpdateNotificationPreferencesInput } from '@plaza/sdk';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/toastContext';
import { usePageTitle } from '../../../lib/usePageTitle';
import { SecurityCard as SettingsCard } from '../../security';
import { PreferenceGrid } from './PreferenceGrid';
import { usePreferences, useUpdatePreferences } from './preferencesApi';
import { PushDeviceControl } from './PushDeviceControl';
import { tk } from '../../../i18n/keys';
import { useTranslation } from 'react-i18next';
import '../words';

const DIGESTS: { value: DigestFrequency; label: string }[] = [
  { value: 'daily', label: tk('notifications:settings.digests.daily') },
  { value: 'weekly', label: tk('notifications:settings.digests.weekly') },
  { value: 'off', label: tk('notifications:settings.digests.off') },
];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes('UTC') ? known : ['UTC', ...known];
}

/** `/settings/notifications`: what reaches the member where, their time zone, quiet hours and digest; each change saves at once. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications:settings.pageTitle'));
  const toast = useToast();
  const { data, isPending, isError } = usePreferences();
  const update = useUpdatePreferences();
  const zones = useMemo(() => timeZones(), []);
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const save = (change: UpdateNotificationPreferencesInput) =>
    update.mutate(change, { onError: (error) => toast.error(errorMessage(error)) });

  return (
    <Stack sx={{ gap: 3, maxWidth: 880, mx: 'auto' }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('common:nav.notifications')}
        </Typography>
        <Typography color="text.secondary">{t('notifications:settings.intro')}</Typography>
      </div>
      {isError && <Typography color="error">{t('notifications:settings.loadFailed')}</Typography>}
      {isPending && <Skeleton variant="rounded" height={420} />}
      {data && (
        <>
          <SettingsCard
            title={t('notifications:settings.whereTitle')}
            description={t('notifications:settings.whereText')}
          >
            <PreferenceGrid channels={data.channels} onChange={(kind, channel, on) => save({ channels: { [kind]: { [channel]: on } } })} />
          </SettingsCard>
          <SettingsCard title={t('notifications:settings.deviceTitle')} description={t('notifications:settings.deviceText')}>
            <PushDeviceControl />
          </SettingsCard>
          <SettingsCard title={t('notifications:settings.whenTitle')} description={t('notifications:settings.whenText')}>
            <Stack sx={{ gap: 2.5 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
                <Autocomplete
                  options={zones}
                  value={data.time_zone}
                  disableClearable
                  onChange={(_event, zone) => save({ time_zone: zone })}
                  sx={{ flex: 1, maxWidth: { sm: 360 } }}
                  renderInput={(params) => <TextField {...params} label={t('notifications:settings.timeZone')} />}
                />
                {deviceZone && deviceZone !== data.time_zone && (
                  <Button onClick={() => save({ time_zone: deviceZone })}>{t('notifications:settings.useDeviceZone', { zone: deviceZone })}</Button>
                )}
              </Stack>
              <FormControlLabel
                control={
                  <Switch
                    checked={data.quiet_hours_start !== null}
                    onChange={(event) => save(event.target.checked ? { quiet_hours_start: 22, quiet_hours_end: 7 } : { quiet_hours_start: null, quiet_hours_end: null })}
                  />
                }
                label={t('notifications:settings.quietHours')}
              />
              {data.quiet_hours_start !== null && data.quiet_hours_end !== null && (
                <Stack direction="row" sx={{ gap: 2 }}>
                  <TextField select label={t('notifications:settings.from')} value={data.quiet_hours_start} onChange={(event) => save({ quiet_hours_start: Number(event.target.value) })} sx={{ minWidth: 120 }}>
                    {HOURS.map((hour) => (
                      <MenuItem key={hour} value={hour}>
                        {hourLabel(hour)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField select label={t('notifications:settings.until')} value={data.quiet_hours_end} onChange={(event) => save({ quiet_hours_end: Number(event.target.value) })} sx={{ minWidth: 120 }}>
                    {HOURS.map((hour) => (
                      <MenuItem key={hour} value={hour}>
                        {hourLabel(hour)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
              )}
              <TextField
                select
                label={t('notifications:settings.digest')}
                helperText={t('notifications:settings.digestHelp')}
                value={data.digest}
                onChange={(event) => save({ digest: event.target.value as DigestFrequency })}
                sx={{ maxWidth: { sm: 360 } }}
              >
                {DIGESTS.map(({ value, label }) => (
                  <MenuItem key={value} value={value}>
                    {t(label)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </SettingsCard>
        </>
      )}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { deviceState, PermissionDenied, turnOff, turnOn, type DeviceState } from './pushDevice';
import { useTranslation } from 'react-i18next';
import '../words';

/** "Turn on notifications on this device": permission, service worker, subscription, and what went wrong. */
export function PushDeviceControl() {
  const { t } = useTranslation();
  const [state, setState] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    deviceState().then(setState, () => setState('off'));
  }, []);

  const enable = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await turnOn();
      setState('on');
    } catch (error) {
      if (error instanceof PermissionDenied) {
        setState(error.message === 'denied' ? 'denied' : 'off');
        setProblem(error.message === 'denied' ? null : t('notifications:settings.push.notAllowed'));
      } else {
        setProblem(t('notifications:settings.push.subscribeFailed', { reason: errorMessage(error) }));
      }
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await turnOff();
      setState('off');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      {state === 'unsupported' && <Typography color="text.secondary">{t('notifications:settings.push.unsupported')}</Typography>}
      {state === 'denied' && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {t('notifications:settings.push.denied')}
        </Alert>
      )}
      {state === 'on' && <Typography>{t('notifications:settings.push.on')}</Typography>}
      {(state === 'off' || state === 'denied') && (
        <Button variant="contained" onClick={() => void enable()} disabled={busy}>
          {t('notifications:settings.push.turnOn')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outlined" onClick={() => void disable()} disabled={busy}>
          {t('notifications:settings.push.turnOff')}
        </Button>
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

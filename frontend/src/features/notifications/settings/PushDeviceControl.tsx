import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { deviceState, PermissionDenied, turnOff, turnOn, type DeviceState } from './pushDevice';

const DENIED =
  'Notifications are blocked for Plaza in this browser. Allow them in the site settings (the icon at the left of the address bar), then try again.';

/** "Turn on notifications on this device": permission, service worker, subscription, and what went wrong. */
export function PushDeviceControl() {
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
        setProblem(error.message === 'denied' ? null : 'Notifications were not allowed. Choose “Allow” when the browser asks.');
      } else {
        setProblem(`This browser could not subscribe to its push service (it needs an internet connection): ${errorMessage(error)}`);
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
      {state === 'unsupported' && <Typography color="text.secondary">This browser cannot receive push notifications.</Typography>}
      {state === 'denied' && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {DENIED}
        </Alert>
      )}
      {state === 'on' && <Typography>Notifications are on for this device.</Typography>}
      {(state === 'off' || state === 'denied') && (
        <Button variant="contained" onClick={() => void enable()} disabled={busy}>
          Turn on notifications on this device
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outlined" onClick={() => void disable()} disabled={busy}>
          Turn off on this device
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

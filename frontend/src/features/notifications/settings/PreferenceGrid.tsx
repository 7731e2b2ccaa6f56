import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PreferenceMatrixDto } from '@plaza/sdk';
import { CHANNEL_LABELS, KIND_LABELS, type Channel, type PreferenceKind } from './preferencesApi';
import { useTranslation } from 'react-i18next';
import '../words';

const CHANNELS = Object.keys(CHANNEL_LABELS) as Channel[];
const KINDS = Object.keys(KIND_LABELS) as PreferenceKind[];

interface Props {
  channels: PreferenceMatrixDto;
  onChange: (kind: PreferenceKind, channel: Channel, on: boolean) => void;
}

/** Kinds of notification as rows, channels as columns: one labelled switch per cell. */
export function PreferenceGrid({ channels, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('notifications:settings.grid.label')} sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('notifications:settings.grid.notifyAbout')}
          </TableCell>
          {CHANNELS.map((channel) => (
            <TableCell key={channel} component="th" scope="col" align="center" sx={{ width: { xs: 56, sm: 96 } }}>
              {t(CHANNEL_LABELS[channel])}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {KINDS.map((kind) => (
          <TableRow key={kind} hover>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              {t(KIND_LABELS[kind])}
            </TableCell>
            {CHANNELS.map((channel) => (
              <TableCell key={channel} align="center">
                <Switch
                  size="small"
                  checked={channels[kind][channel]}
                  onChange={(event) => onChange(kind, channel, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('notifications:settings.grid.cell', { kind: t(KIND_LABELS[kind]), channel: t(CHANNEL_LABELS[channel]) }) } }}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

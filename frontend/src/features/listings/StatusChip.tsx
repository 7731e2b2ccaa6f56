import Chip from '@mui/material/Chip';
import type { ListingStatus } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { statusText } from './labels';

const COLORS: Record<ListingStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  active: 'success',
  reserved: 'warning',
  sold: 'info',
  filled: 'info',
  closed: 'default',
  expired: 'error',
};

/** What a member calls each status, in their language. */
export const statusLabel = (status: ListingStatus) => statusText(status);

export function StatusChip({ status }: { status: ListingStatus }) {
  useTranslation();
  return <Chip size="small" color={COLORS[status]} variant={status === 'active' ? 'outlined' : 'filled'} label={statusLabel(status)} />;
}

import Chip from '@mui/material/Chip';
import type { ListingStatus } from '@plaza/sdk';

const COLORS: Record<ListingStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  active: 'success',
  reserved: 'warning',
  sold: 'info',
  filled: 'info',
  closed: 'default',
  expired: 'error',
};

const LABELS: Record<ListingStatus, string> = {
  active: 'Active',
  reserved: 'Reserved',
  sold: 'Sold',
  filled: 'Filled',
  closed: 'Closed',
  expired: 'Expired',
};

/** What a member calls each status. */
export const statusLabel = (status: ListingStatus) => LABELS[status];

export function StatusChip({ status }: { status: ListingStatus }) {
  return <Chip size="small" color={COLORS[status]} variant={status === 'active' ? 'outlined' : 'filled'} label={statusLabel(status)} />;
}

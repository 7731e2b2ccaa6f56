import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListingStatus } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { relativeTime } from '../../lib/format';
import { listingKeys, useSetStatus } from './queries';
import { sectionApi, type ListingItem, type ListingSectionSpec } from './registry';
import { EXPIRY_REMINDER_DAYS } from '@plaza/sdk/listing-sections';
import { StatusChip } from './StatusChip';

/** The status changes offered from each status: [new status, button text]; reserved only where the section has it. */
function statusActions(section: ListingSectionSpec, status: ListingStatus): [ListingStatus, string][] {
  const end: [ListingStatus, string] = [section.endStatus, `Mark as ${section.endStatus}`];
  switch (status) {
    case 'active':
      return section.reservable ? [['reserved', 'Mark as reserved'], end] : [end];
    case 'reserved':
      return [['active', 'Available again'], end];
    case 'sold':
    case 'filled':
    case 'closed':
    case 'expired':
      return [['active', `Renew for ${section.expiresInDays} days`]];
  }
}

/** What the owner sees beside their listing: its status and expiry, edit, status changes, delete. */
export function OwnerPanel({ section, item }: { section: ListingSectionSpec; item: ListingItem }) {
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const setStatus = useSetStatus(section, item.id);
  const remove = useMutation({
    mutationFn: () => callApi(() => sectionApi(section).remove(item.id)),
    onSuccess: () => {
      client.removeQueries({ queryKey: listingKeys.item(section.slug, item.id) });
      void client.invalidateQueries({ queryKey: listingKeys.all });
      toast.success('Listing deleted.');
      navigate('/my_listings');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const [openedAt] = useState(() => Date.now());
  const soon = item.status === 'active' && Date.parse(item.expires_at) - openedAt < EXPIRY_REMINDER_DAYS * 86_400_000;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip status={item.status} />
        <Typography variant="body2" color={soon || item.status === 'expired' ? 'error' : 'text.secondary'}>
          {item.status === 'expired' ? `Expired ${relativeTime(item.expires_at)}` : item.status === 'active' || item.status === 'reserved' ? `Expires ${relativeTime(item.expires_at)}` : 'Not listed'}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {statusActions(section, item.status).map(([status, label]) => (
          <Button
            key={status}
            variant={status === 'active' ? 'contained' : 'outlined'}
            size="small"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate(status, { onError: (error) => toast.error(errorMessage(error)) })}
          >
            {label}
          </Button>
        ))}
        {soon && (
          <Button variant="contained" size="small" disabled={setStatus.isPending} onClick={() => setStatus.mutate('active')}>
            Renew for {section.expiresInDays} days
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button component={Link} to={`/${section.slug}/${item.id}/edit`} startIcon={<EditOutlinedIcon />} variant="outlined" size="small">
          Edit
        </Button>
        <Button color="error" startIcon={<DeleteOutlinedIcon />} size="small" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete this listing?"
        text="It and its images are deleted for good."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

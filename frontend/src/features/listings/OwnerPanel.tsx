import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListingStatus } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { i18n } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { relativeTime } from '../../lib/format';
import { listingKeys, useSetStatus } from './queries';
import { sectionApi, type ListingItem, type ListingSectionSpec } from './registry';
import { EXPIRY_REMINDER_DAYS } from '@plaza/sdk/listing-sections';
import { StatusChip } from './StatusChip';
import './words';

/** The status changes offered from each status: [new status, button text]; reserved only where the section has it. */
function statusActions(section: ListingSectionSpec, status: ListingStatus): [ListingStatus, string][] {
  const end: [ListingStatus, string] = [section.endStatus, i18n.t(`listings:owner.mark.${section.endStatus}`)];
  switch (status) {
    case 'active':
      return section.reservable ? [['reserved', i18n.t('listings:owner.mark.reserved')], end] : [end];
    case 'reserved':
      return [['active', i18n.t('listings:owner.availableAgain')], end];
    case 'sold':
    case 'filled':
    case 'closed':
    case 'expired':
      return [['active', i18n.t('listings:owner.renew', { count: section.expiresInDays })]];
  }
}

/** What the owner sees beside their listing: its status and expiry, edit, status changes, delete. */
export function OwnerPanel({ section, item }: { section: ListingSectionSpec; item: ListingItem }) {
  const { t } = useTranslation();
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
      toast.success(t('listings:owner.deleted'));
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
          {item.status === 'expired'
            ? t('listings:owner.expired', { when: relativeTime(item.expires_at) })
            : item.status === 'active' || item.status === 'reserved'
              ? t('listings:owner.expires', { when: relativeTime(item.expires_at) })
              : t('listings:owner.notListed')}
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
            {t('listings:owner.renew', { count: section.expiresInDays })}
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button component={Link} to={`/${section.slug}/${item.id}/edit`} startIcon={<EditOutlinedIcon />} variant="outlined" size="small">
          {t('listings:owner.edit')}
        </Button>
        <Button color="error" startIcon={<DeleteOutlinedIcon />} size="small" onClick={() => setConfirming(true)}>
          {t('listings:owner.delete')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('listings:owner.confirmTitle')}
        text={t('listings:owner.confirmText')}
        confirmLabel={t('listings:owner.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

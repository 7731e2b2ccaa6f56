import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthService, type PasskeyDto } from '@plaza/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_MSG } from '@plaza/sdk/validation-messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../../i18n/apiMessages';
import { callApi, errorMessage, fieldErrors } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { createPasskey, passkeyProblem } from '../../lib/passkeys';
import { useToast } from '../../lib/toastContext';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormTextField } from '../../ui/FormTextField';
import { reportFailure } from '../auth';
import { SecurityCard } from './SecurityCard';
import './words';

const PASSKEYS_KEY = ['auth', 'passkeys'] as const;

const failure = (error: unknown) => ({ ok: false as const, message: errorMessage(error), fieldErrors: fieldErrors(error) });
const when = (iso: string) => formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });

/** A name for a passkey: asked before adding one, and to rename one. */
function NameDialog(props: { title: string; initial: string; submitLabel: string; onSubmit: (name: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { name: props.initial } });
  const rules = {
    required: t('security:passkeys.nameRequired'),
    maxLength: { value: 64, message: translateApiMessage(TWO_FACTOR_MSG.passkeyNameMax) },
  };
  const submit = handleSubmit(async ({ name }) => {
    try {
      await props.onSubmit(name.trim());
      props.onClose();
    } catch (error) {
      const problem = passkeyProblem(error);
      if (problem) {
        toast.error(translateApiMessage(problem));
      } else {
        reportFailure(failure(error), setError, ['name'], toast);
      }
    }
  });
  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : props.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <FormTextField control={control} name="name" rules={rules} label={t('security:passkeys.nameLabel')} autoFocus fullWidth sx={{ mt: 1 }} helperText={t('security:passkeys.nameHint')} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={props.onClose} disabled={formState.isSubmitting}>
            {t('security:cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type Editing = { kind: 'add' } | { kind: 'rename'; passkey: PasskeyDto } | { kind: 'remove'; passkey: PasskeyDto } | null;

/** The security page's passkeys: add several, rename and remove them. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState(false);
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => callApi(() => AuthService.listPasskeys()).then((r) => r.data) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });

  const add = async (name: string) => {
    const { data } = await callApi(() => AuthService.passkeyRegistrationOptions());
    const response = await createPasskey(data);
    await callApi(() => AuthService.registerPasskey({ requestBody: { name, response } }));
    toast.success(t('security:passkeys.added'));
    await refresh();
  };
  const rename = async (passkey: PasskeyDto, name: string) => {
    await callApi(() => AuthService.renamePasskey({ id: passkey.id, requestBody: { name } }));
    await refresh();
  };
  const remove = async (passkey: PasskeyDto) => {
    setRemoving(true);
    try {
      await callApi(() => AuthService.deletePasskey({ id: passkey.id }));
      toast.success(t('security:passkeys.removed'));
      await refresh();
      setEditing(null);
    } catch (error) {
      toast.error(translateApiMessage(errorMessage(error)));
    } finally {
      setRemoving(false);
    }
  };

  const list = passkeys.data ?? [];
  return (
    <SecurityCard
      title={t('security:passkeys.title')}
      description={t('security:passkeys.description')}
    >
      {passkeys.isPending && <Skeleton variant="rounded" height={56} />}
      {passkeys.isError && <Typography color="error">{translateApiMessage(errorMessage(passkeys.error))}</Typography>}
      {passkeys.isSuccess && list.length === 0 && <Typography color="text.secondary">{t('security:passkeys.none')}</Typography>}
      {list.length > 0 && (
        <List aria-label={t('security:passkeys.list')} disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {list.map((passkey, i) => (
            <ListItem
              key={passkey.id}
              divider={i < list.length - 1}
              secondaryAction={
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  <IconButton aria-label={t('security:passkeys.renameNamed', { name: passkey.name })} onClick={() => setEditing({ kind: 'rename', passkey })}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t('security:passkeys.removeNamed', { name: passkey.name })} onClick={() => setEditing({ kind: 'remove', passkey })}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <KeyIcon color="action" />
              </ListItemIcon>
              <ListItemText
                primary={passkey.name}
                secondary={
                  passkey.last_used_at
                    ? t('security:passkeys.addedUsed', { added: when(passkey.created_at), used: when(passkey.last_used_at) })
                    : t('security:passkeys.addedNever', { added: when(passkey.created_at) })
                }
                slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button variant="contained" startIcon={<KeyIcon />} onClick={() => setEditing({ kind: 'add' })} sx={{ mt: 2 }}>
        {t('security:passkeys.add')}
      </Button>
      {editing?.kind === 'add' && (
        <NameDialog title={t('security:passkeys.add')} initial="" submitLabel={t('security:passkeys.continue')} onSubmit={add} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'rename' && (
        <NameDialog
          title={t('security:passkeys.renameTitle')}
          initial={editing.passkey.name}
          submitLabel={t('security:passkeys.save')}
          onSubmit={(name) => rename(editing.passkey, name)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={editing?.kind === 'remove'}
        title={t('security:passkeys.removeTitle')}
        text={t('security:passkeys.removeText', { name: editing?.kind === 'remove' ? editing.passkey.name : '' })}
        confirmLabel={t('security:passkeys.remove')}
        busy={removing}
        onConfirm={() => editing?.kind === 'remove' && void remove(editing.passkey)}
        onClose={() => setEditing(null)}
      />
    </SecurityCard>
  );
}

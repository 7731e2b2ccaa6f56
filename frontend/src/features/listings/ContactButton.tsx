import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LISTING_MSG } from '@plaza/sdk/validation-messages';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi, errorMessage } from '../../lib/api';
import { sectionApi, type ListingItem, type ListingSectionSpec } from './registry';
import './words';

/** The most characters of the message (the API's own limit; the title and link follow it). */
const MESSAGE_MAX = 300;

/** "Contact": a message to the owner, sent in a Plaza chat with a link to the listing; then the chat. */
export function ContactButton({ section, item }: { section: ListingSectionSpec; item: ListingItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string>(LISTING_MSG.contactDefault);
  const navigate = useNavigate();
  const titleId = useId();
  const contact = useMutation({
    mutationFn: () => callApi(() => sectionApi(section).contact(item.id, message.trim() || undefined)),
    onSuccess: ({ data }) => navigate(`/show_chat/${data.id}`),
  });
  const tooLong = Array.from(message).length > MESSAGE_MAX;
  return (
    <>
      <Button variant="contained" size="large" fullWidth startIcon={<ChatOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('listings:contact.button', { name: item.user.first_name })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('listings:contact.title', { name: item.user.first_name })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t('listings:contact.label')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={tooLong || contact.isError}
            helperText={tooLong ? LISTING_MSG.contactMessageMax : contact.isError ? errorMessage(contact.error) : t('listings:contact.help')}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('listings:contact.cancel')}</Button>
          <Button variant="contained" onClick={() => contact.mutate()} disabled={tooLong || contact.isPending}>
            {t('listings:contact.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import MailIcon from '@mui/icons-material/Mail';
import Typography from '@mui/material/Typography';
import { HeaderMenu } from '../../app/components/HeaderMenu';

/** Header dropdown of the latest chats (spec §2); the chats feature fills it in. */
export function MessagesMenu() {
  return (
    <HeaderMenu label="Messages" icon={MailIcon} count={0} title="Messages" viewAllPath="/show_chat">
      <Typography color="text.secondary">Nothing here yet: your conversations will show up here.</Typography>
    </HeaderMenu>
  );
}

import ChatIcon from '@mui/icons-material/Chat';
import { ComingSoon } from '../../app/components/ComingSoon';

/** `/show_chat` and `/show_chat/:chatId`: the inbox and one chat. */
export default function ChatsPage() {
  return <ComingSoon title="Chats" icon={ChatIcon} />;
}

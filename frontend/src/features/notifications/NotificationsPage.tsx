import NotificationsIcon from '@mui/icons-material/Notifications';
import { ComingSoon } from '../../app/components/ComingSoon';

/** `/notifications`: every notification of the signed-in member. */
export default function NotificationsPage() {
  return <ComingSoon title="Notifications" icon={NotificationsIcon} />;
}

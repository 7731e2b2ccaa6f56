import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PersonIcon from '@mui/icons-material/Person';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserStatus } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { translateApiMessage } from '../../i18n/apiMessages';
import { useToast } from '../../lib/toastContext';
import { setMessageSound, useMessageSound } from '../../lib/messageSound';
import { PRESENCE_COLOR } from '../../lib/presence';
import { UserAvatar } from '../../ui/UserAvatar';
import { useAuth } from '../../lib/auth/authContext';
import { SECURITY_PATH } from '../security';
import { NOTIFICATION_SETTINGS_PATH } from '../notifications';
import './words';

const STATUSES: UserStatus[] = ['online', 'away', 'offline'];

/** The member's avatar in the top bar, opening their menu: profile, status, message sound and sign-out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, status, updateStatus, clearMarkers, logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState<UserStatus | null>(null);
  const menuId = useId();
  const sound = useMessageSound();
  const close = () => setAnchor(null);
  const current = user?.status ?? 'online';

  // Spec §4: a status change shows the 'updated' marker, then the error and status are cleared.
  useEffect(() => {
    if (status === 'updated') {
      toast.success(t(`auth:menu.statusNow.${current}`));
      clearMarkers();
    }
  }, [status, current, toast, clearMarkers, t]);

  if (!user) {
    return null;
  }

  const chooseStatus = async (next: UserStatus) => {
    if (next === current || changing) {
      return;
    }
    setChanging(next);
    const outcome = await updateStatus(next);
    setChanging(null);
    if (!outcome.ok) {
      toast.error(translateApiMessage(outcome.message));
      clearMarkers();
      return;
    }
    close(); // the toast says it is done
  };

  const signOut = async () => {
    close();
    await logout(() => void navigate('/', { replace: true }));
    queryClient.clear();
  };

  return (
    <>
      <IconButton
        aria-label={t('auth:menu.label')}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5, ml: 0.5 }}
      >
        <UserAvatar user={user} size={40} presence={current} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 280, maxWidth: '100%', mt: 1, border: 1, borderColor: 'divider' } } }}
      >
        {/* Text only, as a menu holds only entries: the picture beside the name says nothing more. */}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
          <Box aria-hidden sx={{ lineHeight: 0 }}>
            <UserAvatar user={user} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700 }}>
              {user.first_name} {user.last_name}
            </Typography>
            {user.email && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.email}
              </Typography>
            )}
          </Box>
        </Stack>
        <Divider />
        <MenuItem component={Link} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('auth:menu.profile')}
        </MenuItem>
        <MenuItem component={Link} to="/profile/edit" onClick={close}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {t('auth:menu.editProfile')}
        </MenuItem>
        <MenuItem component={Link} to={SECURITY_PATH} onClick={close}>
          <ListItemIcon>
            <ShieldOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('auth:menu.security')}
        </MenuItem>
        <MenuItem component={Link} to={NOTIFICATION_SETTINGS_PATH} onClick={close}>
          <ListItemIcon>
            <NotificationsNoneOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('auth:menu.notificationSettings')}
        </MenuItem>
        <Divider />
        <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px' }}>
          {t('auth:menu.status')}
        </ListSubheader>
        {STATUSES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === current}
            disabled={changing !== null}
            onClick={() => void chooseStatus(option)}
          >
            <ListItemIcon>
              <Box sx={{ width: 10, height: 10, ml: 0.5, borderRadius: '50%', bgcolor: PRESENCE_COLOR[option] }} />
            </ListItemIcon>
            <ListItemText>{t(`auth:menu.statuses.${option}`)}</ListItemText>
            {option === current && <CheckIcon fontSize="small" color="primary" />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem role="menuitemcheckbox" aria-checked={sound} onClick={() => setMessageSound(!sound)}>
          <ListItemIcon>{sound ? <VolumeUpIcon fontSize="small" /> : <VolumeOffIcon fontSize="small" />}</ListItemIcon>
          <ListItemText secondary={sound ? t('auth:menu.soundOn') : t('auth:menu.soundOff')}>{t('auth:menu.sound')}</ListItemText>
          {sound && <CheckIcon fontSize="small" color="primary" />}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void signOut()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('auth:menu.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

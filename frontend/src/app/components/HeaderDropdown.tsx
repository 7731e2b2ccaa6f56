import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  /** Accessible name of the top-bar button and of the list ('Messages'). */
  label: string;
  icon: ReactNode;
  /** The unread badge on the button. */
  count: number;
  badgeTestId?: string;
  anchor: HTMLElement | null;
  onOpen: (event: MouseEvent<HTMLElement>) => void;
  onClose: () => void;
  /** The heading ('{count} New Messages') and the action beside it ('Mark all as read'). */
  title: ReactNode;
  action: ReactNode;
  viewAllPath: string;
  /** Let the list take the focus without highlighting its first entry. */
  disableAutoFocusItem?: boolean;
  /** The latest entries, their skeletons or the empty state. */
  children: ReactNode;
}

/**
 * A top-bar dropdown as spec §2 draws them: an icon button with an unread badge, opening a list
 * headed by its count and 'Mark all as read', ending with 'View All'.
 */
export function HeaderDropdown(props: Props) {
  const {
    label,
    icon,
    count,
    badgeTestId,
    anchor,
    onOpen,
    onClose,
    title,
    action,
    viewAllPath,
    disableAutoFocusItem,
    children,
  } = props;
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={onOpen}
      >
        <Badge badgeContent={count} color="secondary" max={99} data-testid={badgeTestId}>
          {icon}
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={onClose}
        disableAutoFocusItem={disableAutoFocusItem}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 380, maxWidth: 'calc(100% - 16px)', mt: 1, border: 1, borderColor: 'divider' } },
          list: { 'aria-label': label, sx: { py: 0 } },
        }}
      >
        <Stack direction="row" sx={{ px: 2, py: 1.25, gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        <Divider sx={{ my: '0 !important' }} />
        {children}
        <Divider sx={{ my: '0 !important' }} />
        <MenuItem
          component={Link}
          to={viewAllPath}
          onClick={onClose}
          sx={{ justifyContent: 'center', color: 'primary.main', fontWeight: 600, py: 1.25 }}
        >
          View All
        </MenuItem>
      </Menu>
    </>
  );
}

import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** The title ('{count} New Messages'), also the menu's description. */
  title: ReactNode;
  /** The entry beside the title ('Mark all as read'): a link when `to` is given. */
  action: { label: string; onClick: () => void; to?: string; disabled?: boolean };
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
  const { t } = useTranslation();
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const menuId = useId();
  const titleId = useId();
  const open = anchor !== null;
  // The menu is drawn from its first opening on (then kept, for its closing transition): closed, it
  // still cost every member's page ~10 ms of its first render at 4x CPU.
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) {
    setDrawn(true);
  }
  return (
    <>
      <IconButton
        color="inherit"
        // The badge's number is part of the name, as it is of what one sees.
        aria-label={
          count > 99
            ? t('common:dropdown.unreadMany', { label })
            : count > 0
              ? t('common:dropdown.unread', { label, count })
              : label
        }
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={onOpen}
      >
        {/* A hidden badge is out of the page, not only scaled away: its "0" is no text one reads. */}
        <Badge
          badgeContent={count}
          color="secondary"
          max={99}
          data-testid={badgeTestId}
          sx={{ '& .MuiBadge-invisible': { display: 'none' } }}
        >
          {icon}
        </Badge>
      </IconButton>
      {drawn && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={open}
          onClose={onClose}
          disableAutoFocusItem={disableAutoFocusItem}
          anchorOrigin={{ vertical: 'bottom', horizontal: end }}
          transformOrigin={{ vertical: 'top', horizontal: end }}
          slotProps={{
            paper: { sx: { width: 380, maxWidth: 'calc(100% - 16px)', mt: 1, border: 1, borderColor: 'divider' } },
            list: { 'aria-label': label, 'aria-describedby': titleId, sx: { py: 0, position: 'relative' } },
          }}
        >
          {/*
          A menu holds only entries, each a child of the list so the arrow keys reach it: the title
          is text describing the menu, and the action an entry drawn beside it.
        */}
          <Typography
            id={titleId}
            variant="subtitle1"
            component="div"
            sx={{ fontWeight: 700, px: 2, py: 1.25, pr: 21, minHeight: 48, display: 'flex', alignItems: 'center' }}
          >
            {title}
          </Typography>
          <MenuItem
            {...(action.to ? { component: Link, to: action.to } : {})}
            onClick={action.onClick}
            disabled={action.disabled}
            sx={{
              position: 'absolute',
              top: 8,
              right: 12,
              color: 'primary.main',
              fontSize: 14,
              fontWeight: 600,
              minHeight: 0,
              py: 0.5,
              px: 1,
              borderRadius: 1,
              whiteSpace: 'nowrap',
            }}
          >
            {action.label}
          </MenuItem>
          <Divider sx={{ my: '0 !important' }} />
          {children}
          <Divider sx={{ my: '0 !important' }} />
          <MenuItem
            component={Link}
            to={viewAllPath}
            onClick={onClose}
            sx={{ justifyContent: 'center', color: 'primary.main', fontWeight: 600, py: 1.25 }}
          >
            {t('common:actions.viewAll')}
          </MenuItem>
        </Menu>
      )}
    </>
  );
}

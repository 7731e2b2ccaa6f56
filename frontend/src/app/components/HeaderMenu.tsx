import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  label: string;
  icon: typeof SvgIcon;
  count: number;
  title: string;
  viewAllPath: string;
  children: ReactNode;
}

/** An icon button in the top bar with an unread badge, opening a dropdown with a 'View All' link. */
export function HeaderMenu({ label, icon: Icon, count, title, viewAllPath, children }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={open}
      >
        <Badge badgeContent={count} color="secondary">
          <Icon />
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxWidth: '100%', mt: 1, border: 1, borderColor: 'divider' } } }}
      >
        <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Stack>
        <Divider />
        <Stack sx={{ px: 2, py: 3, alignItems: 'center', textAlign: 'center' }}>{children}</Stack>
        <Divider />
        <MenuItem
          component={Link}
          to={viewAllPath}
          onClick={close}
          sx={{ justifyContent: 'center', color: 'primary.main', fontWeight: 600, mt: 1 }}
        >
          View All
        </MenuItem>
      </Menu>
    </>
  );
}

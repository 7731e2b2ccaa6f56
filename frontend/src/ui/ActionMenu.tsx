import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';

interface Props {
  /** Accessible name of the button that opens the menu ('Post actions'). */
  label: string;
  /** Icon of that button. */
  icon: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Entries before the main ones (e.g. Report); `close` closes the menu. */
  extraItems?: (close: () => void) => ReactNode;
  /** The main entries; an entry that opens a dialog calls `close` first. */
  children: (close: () => void) => ReactNode;
}

/** A ⋯ button and the menu it opens below it, right-aligned: the one shape of every actions menu. */
export function ActionMenu({ label, icon, size, sx, extraItems, children }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  // Aligned with the button's end edge: its right in English, its left in Arabic.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <>
      <IconButton aria-label={label} onClick={(event) => setAnchor(event.currentTarget)} size={size} sx={sx}>
        {icon}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
      >
        {extraItems?.(close)}
        {children(close)}
      </Menu>
    </>
  );
}

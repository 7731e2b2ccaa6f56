import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link, useMatch } from 'react-router';
import { SECTION_GROUPS, SECTIONS, type Section, type SectionGroup } from '../sections';

const GROUPS = Object.keys(SECTION_GROUPS) as SectionGroup[];

function NavItem({ section, onNavigate }: { section: Section; onNavigate?: () => void }) {
  const active = useMatch({ path: section.path, end: section.path === '/' }) !== null;
  const Icon = section.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={section.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ mx: 1, borderRadius: 2, py: 0.5 }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : undefined }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={section.label}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: active ? 700 : 500 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The sections of Plaza, grouped as declared in sections.ts. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Sections">
      {GROUPS.map((group) => (
        <List
          key={group}
          dense
          subheader={
            <ListSubheader component="li" disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
              {SECTION_GROUPS[group]}
            </ListSubheader>
          }
        >
          {SECTIONS.filter((section) => section.group === group).map((section) => (
            <NavItem key={section.slug} section={section} onNavigate={onNavigate} />
          ))}
        </List>
      ))}
    </nav>
  );
}

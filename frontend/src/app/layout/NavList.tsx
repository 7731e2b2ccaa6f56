import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { NAV_GROUPS, type NavEntry, type NavGroup } from '../../lib/navigation';
import { NAV_ENTRIES } from '../navigation';

const GROUPS = Object.keys(NAV_GROUPS) as NavGroup[];

/**
 * One entry: what MUI's dense ListItemButton draws (icon, label, hover and selected shades), on
 * ButtonBase alone: the List components added some 4 KB gzip to every visitor's download.
 */
function NavItem({ section, onNavigate }: { section: NavEntry; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const active = useMatch({ path: section.path, end: section.path === '/' }) !== null;
  const Icon = section.icon;
  return (
    <Box component="li" sx={{ display: 'flex' }}>
      <ButtonBase
        component={Link}
        to={section.path}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={(theme) => ({
          flexGrow: 1,
          justifyContent: 'flex-start',
          gap: 2,
          mx: 1,
          px: 2,
          py: 0.5,
          minHeight: 40,
          borderRadius: 2,
          color: 'text.primary',
          textAlign: 'start',
          transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
          bgcolor: active ? alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) : 'transparent',
          '&:hover': {
            bgcolor: active
              ? alpha(
                  theme.palette.primary.main,
                  theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
                )
              : 'action.hover',
          },
        })}
      >
        <Icon fontSize="small" sx={{ color: active ? 'primary.main' : 'action.active' }} />
        <Typography variant="body2" component="span" sx={{ fontWeight: active ? 700 : 500 }}>
          {t(section.label)}
        </Typography>
      </ButtonBase>
    </Box>
  );
}

/** The sections of Plaza, grouped as declared in sections.ts. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common:nav.label')}>
      {GROUPS.map((group) => (
        <Box component="ul" key={group} sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}>
          <Typography
            component="li"
            variant="body2"
            sx={{ color: 'text.secondary', fontWeight: 500, lineHeight: '32px', mt: 1, px: 2 }}
          >
            {t(NAV_GROUPS[group])}
          </Typography>
          {NAV_ENTRIES.filter((section) => section.group === group).map((section) => (
            <NavItem key={section.slug} section={section} onNavigate={onNavigate} />
          ))}
        </Box>
      ))}
    </nav>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage } from '../../i18n';
import { useChooseLanguage } from './useChooseLanguage';

/** A member's language menu in the top bar, beside their account menu: the choice is saved in their profile. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const choose = useChooseLanguage();
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = currentLanguage();
  const name = LANGUAGES.find((language) => language.code === current)?.name ?? current;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('common:language.button', { name })}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{
          list: { 'aria-label': t('common:language.label') },
          paper: { sx: { minWidth: 200, mt: 1, border: 1, borderColor: 'divider' } },
        }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            role="menuitemradio"
            aria-checked={language.code === current}
            lang={language.code}
            dir={language.dir}
            onClick={() => {
              setAnchor(null);
              if (language.code !== current) {
                choose(language.code);
              }
            }}
          >
            <ListItemText>{language.name}</ListItemText>
            {language.code === current && <CheckIcon fontSize="small" color="primary" />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage } from '../../i18n';
import { useChooseLanguage } from './useChooseLanguage';

/**
 * A visitor's page foot: the languages, each named in itself, so someone who cannot read the
 * current one still finds theirs (members have the top bar's language menu).
 */
export function LanguageFooter() {
  const { t } = useTranslation();
  const choose = useChooseLanguage();
  const current = currentLanguage();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 3,
        color: 'text.secondary',
      }}
    >
      <Typography id="footer-language" variant="body2" component="span">
        {t('common:language.label')}:
      </Typography>
      <Box role="group" aria-labelledby="footer-language" sx={{ display: 'flex', gap: 0.5 }}>
        {LANGUAGES.map((language) => (
          <ButtonBase
            key={language.code}
            lang={language.code}
            dir={language.dir}
            aria-pressed={language.code === current}
            onClick={() => language.code !== current && choose(language.code)}
            sx={{
              px: 1,
              py: 0.5,
              minHeight: 32,
              borderRadius: 1,
              typography: 'body2',
              fontWeight: language.code === current ? 700 : 400,
              color: language.code === current ? 'text.primary' : 'primary.main',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {language.name}
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}

import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { SECTIONS } from '../../app/sections';

const BROWSABLE = SECTIONS.filter((section) => section.group !== 'you');

export function ExploreSections() {
  return (
    <section aria-labelledby="explore-heading">
      <Typography id="explore-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Explore Plaza
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {BROWSABLE.map(({ slug, label, path, icon: Icon }) => (
          <Chip
            key={slug}
            component={Link}
            to={path}
            clickable
            variant="outlined"
            icon={<Icon fontSize="small" />}
            label={label}
            sx={{ bgcolor: 'background.paper', height: 40, px: 0.5, borderRadius: 5 }}
          />
        ))}
      </Stack>
    </section>
  );
}

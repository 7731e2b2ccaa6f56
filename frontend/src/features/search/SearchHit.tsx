import type { SearchHitDto } from '@plaza/sdk';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mediaUrl } from '../../lib/api';
import { formatPrice, formatWhen } from '../../lib/format';

/** What a result says under its title: its price, its date, or its detail, then its excerpt. */
export function hitFacts(hit: SearchHitDto): string {
  const facts = [
    hit.price !== null ? formatPrice(hit.price, hit.currency) : null,
    hit.starts_at ? formatWhen(hit.starts_at) : null,
    hit.detail,
  ].filter(Boolean);
  return facts.join(' · ');
}

/** One result: its picture (or initial), title, facts and excerpt. */
export function SearchHit({ hit, dense = false }: { hit: SearchHitDto; dense?: boolean }) {
  const facts = hitFacts(hit);
  const size = dense ? 36 : 56;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0, width: '100%' }}>
      <Avatar variant="rounded" src={hit.image ? mediaUrl(hit.image) : undefined} alt="" sx={{ width: size, height: size, bgcolor: 'primary.light', color: 'primary.main' }}>
        {hit.title.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant={dense ? 'body2' : 'subtitle1'} noWrap sx={{ fontWeight: 600 }}>
          {hit.title}
        </Typography>
        {facts && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {facts}
          </Typography>
        )}
        {hit.excerpt && (
          <Typography variant={dense ? 'caption' : 'body2'} color="text.secondary" noWrap component="div">
            {hit.excerpt}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

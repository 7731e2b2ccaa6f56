import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { LinkPreviewService, type LinkPreviewDto } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { callApi } from '../../lib/api';
import { formatPrice, formatWhen } from '../../lib/format';

/** The first http(s) address in a message's text, without the punctuation that ends its sentence. */
export function firstUrl(text: string): string | null {
  const match = /\bhttps?:\/\/[^\s<>"]+/i.exec(text);
  if (!match) {
    return null;
  }
  const url = match[0].replace(/[.,;:!?)\]}'»]+$/, '');
  try {
    return new URL(url).protocol.startsWith('http') ? url : null;
  } catch {
    return null;
  }
}

/** A previewed link: from the server (which may answer 204, nothing to show); kept for the session. */
function useLinkPreview(url: string) {
  return useQuery({
    queryKey: ['link-preview', url],
    queryFn: () => callApi(() => LinkPreviewService.linkPreview({ url })).then((r) => (r && 'data' in r ? r.data : null)),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** Price or date, whichever the page has. */
function detail(preview: LinkPreviewDto): string | null {
  if (preview.price !== null && preview.price !== undefined) {
    return formatPrice(preview.price, preview.currency);
  }
  return preview.date ? formatWhen(preview.date) : null;
}

function CardBody({ preview }: { preview: LinkPreviewDto }) {
  const extra = detail(preview);
  return (
    <Box sx={{ display: 'flex', gap: 1, p: 1, alignItems: 'center' }}>
      {preview.image && (
        <Box
          component="img"
          src={preview.image}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        {preview.site_name && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {preview.site_name}
          </Typography>
        )}
        {preview.title && (
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="link-card-title">
            {preview.title}
          </Typography>
        )}
        {extra && (
          <Typography variant="body2" color="primary" data-testid="link-card-detail">
            {extra}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function Preview({ url }: { url: string }) {
  const { data: preview } = useLinkPreview(url);
  if (!preview || (!preview.title && !preview.image)) {
    return null;
  }
  const label = preview.title ?? preview.site_name ?? url;
  const plaza = preview.kind === 'plaza';
  const target = new URL(url);
  return (
    <Card variant="outlined" data-testid="link-card" sx={{ mt: 0.75, maxWidth: 320, bgcolor: 'background.paper' }}>
      {plaza ? (
        <CardActionArea component={RouterLink} to={`${target.pathname}${target.search}${target.hash}`} aria-label={label}>
          <CardBody preview={preview} />
        </CardActionArea>
      ) : (
        <CardActionArea component="a" href={url} target="_blank" rel="noopener noreferrer nofollow" aria-label={label}>
          <CardBody preview={preview} />
        </CardActionArea>
      )}
    </Card>
  );
}

/**
 * The card under a message with a link (its first one): a Plaza page's image, title and price or
 * date, or another site's preview as the server fetched it. Nothing when there is nothing to show.
 */
export function LinkCard({ text }: { text: string }) {
  const url = firstUrl(text);
  return url ? <Preview url={url} /> : null;
}

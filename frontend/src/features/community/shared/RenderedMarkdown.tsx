import Box from '@mui/material/Box';

/**
 * HTML the API rendered from a member's Markdown. It is safe to insert: the server escapes raw
 * HTML, allows only safe link protocols and embeds no images (markdown-it with `html: false`).
 */
export function RenderedMarkdown({ html, label }: { html: string; label?: string }) {
  return (
    <Box
      aria-label={label}
      className="markdown"
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        overflowWrap: 'anywhere',
        lineHeight: 1.7,
        '& h1, & h2, & h3': { lineHeight: 1.3, mt: 3, mb: 1 },
        '& h1': { fontSize: '1.6rem' },
        '& h2': { fontSize: '1.35rem' },
        '& h3': { fontSize: '1.15rem' },
        '& p': { my: 1.25 },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, my: 2, pl: 2, color: 'text.secondary' },
        '& pre': { bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflowX: 'auto' },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& > :first-of-type': { mt: 0 },
      }}
    />
  );
}

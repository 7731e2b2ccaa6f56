import ArticleIcon from '@mui/icons-material/Article';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlogsService, type BlogSummaryDto } from '@plaza/sdk';
import { Link } from 'react-router';
import { tk } from '../../../i18n/keys';
import { CardFooter, cards, listView } from '../kit/ContentList';
import { ContentRoutes, section } from '../kit/ContentRoutes';
import { contentImageUrl } from '../shared/media';
import { blog } from './blog';
import '../words';

const PAGE_SIZE = 10;

/** Blog posts, newest first: excerpts with their image, searchable and by category. */
const blogs = section(blog, {
  words: { title: tk('community:blogs.title'), create: tk('community:blogs.create'), signIn: tk('community:blogs.signIn') },
  view: listView('blogs', {
    items: cards({ label: tk('community:blogs.list'), card: (post: BlogSummaryDto) => <BlogCard post={post} /> }),
    key: ({ search, category }) => ['blogs', 'list', search, category],
    fetch: (page, { search, category }) => BlogsService.listBlogs({ page, take: PAGE_SIZE, order: 'desc', search: search || undefined, category: category || undefined }),
    empty: ({ search, category }) => ({
      icon: ArticleIcon,
      title: search || category ? tk('community:blogs.empty.noMatch') : tk('community:blogs.empty.title'),
      text: tk('community:blogs.empty.text'),
    }),
  }),
});

/** `/blogs`, `/blogs/new`, `/blogs/:id`, `/blogs/:id/edit`. */
export default function BlogsSection() {
  return <ContentRoutes section={blogs} />;
}

function BlogCard({ post }: { post: BlogSummaryDto }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={`/blogs/${post.id}`} sx={{ display: 'flex', alignItems: 'stretch', flexDirection: { xs: 'column', sm: 'row' } }}>
        {post.image && (
          <Box
            component="img"
            src={contentImageUrl('blogs', post.image, { thumb: true })}
            alt=""
            loading="lazy"
            sx={{ width: { xs: '100%', sm: 220 }, height: { xs: 180, sm: 'auto' }, minHeight: { sm: 150 }, objectFit: 'cover', flexShrink: 0 }}
          />
        )}
        <Stack sx={{ p: 2, gap: 1, minWidth: 0, flexGrow: 1 }}>
          <Chip label={post.category.name} size="small" sx={{ alignSelf: 'flex-start' }} />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {post.excerpt}
          </Typography>
          <CardFooter item={post} />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

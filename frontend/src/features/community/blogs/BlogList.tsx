import ArticleIcon from '@mui/icons-material/Article';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogSummaryDto } from '@plaza/sdk';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { Byline } from '../shared/Byline';
import { Counts } from '../shared/Counts';
import { ListBody } from '../shared/ListBody';
import { ListFilters } from '../shared/ListFilters';
import { contentImageUrl } from '../shared/media';
import { SectionHeader } from '../shared/SectionHeader';
import { useCategories, useListFilters, useScrolledList } from '../shared/useContentList';
import { blogKeys, listBlogs } from './api';

/** Blog posts, newest first: excerpts with their image, searchable and by category. */
export function BlogList() {
  const filters = useListFilters();
  const categories = useCategories('blogs');
  const { query, items } = useScrolledList(blogKeys.list(filters.search, filters.category), (page) => listBlogs(page, filters.search, filters.category));
  return (
    <>
      <SectionHeader title="Blogs" create={{ label: 'Write a post', to: '/blogs/new' }}>
        <ListFilters search={filters.search} onSearch={filters.onSearch} categories={categories} category={filters.category} onCategory={filters.onCategory} />
      </SectionHeader>
      <ListBody
        query={query}
        count={items.length}
        empty={<EmptyState icon={ArticleIcon} title={filters.search || filters.category ? 'No post matches' : 'No blog posts yet'} text="Write the first one: share what you know." />}
      >
        <Stack component="ul" aria-label="Blog posts" sx={{ listStyle: 'none', m: 0, p: 0, gap: 2 }}>
          {items.map((blog) => (
            <li key={blog.id}>
              <BlogCard blog={blog} />
            </li>
          ))}
        </Stack>
      </ListBody>
    </>
  );
}

function BlogCard({ blog }: { blog: BlogSummaryDto }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={`/blogs/${blog.id}`} sx={{ display: 'flex', alignItems: 'stretch', flexDirection: { xs: 'column', sm: 'row' } }}>
        {blog.image && (
          <Box
            component="img"
            src={contentImageUrl('blogs', blog.image, { thumb: true })}
            alt=""
            loading="lazy"
            sx={{ width: { xs: '100%', sm: 220 }, height: { xs: 180, sm: 'auto' }, minHeight: { sm: 150 }, objectFit: 'cover', flexShrink: 0 }}
          />
        )}
        <Stack sx={{ p: 2, gap: 1, minWidth: 0, flexGrow: 1 }}>
          <Chip label={blog.category.name} size="small" sx={{ alignSelf: 'flex-start' }} />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {blog.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {blog.excerpt}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 'auto' }}>
            <Byline user={blog.user} date={blog.created_at} size={28} hidden={blog.hidden} />
            <Counts likes={blog.likes_count} comments={blog.comments_count} />
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

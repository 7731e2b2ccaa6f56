import { ReportMenu } from '../../../ui/ReportMenu';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlogsService, type BlogDto } from '@plaza/sdk';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuth } from '../../../lib/auth/authContext';
import { Byline } from '../shared/Byline';
import { ContentComments } from '../shared/ContentComments';
import { ItemState } from '../shared/ItemState';
import { LikeButton } from '../shared/LikeButton';
import { contentImageUrl } from '../shared/media';
import { OwnerMenu } from '../shared/OwnerMenu';
import { RenderedMarkdown } from '../shared/RenderedMarkdown';
import { useDeleteItem } from '../shared/useDeleteItem';
import { useItem, useItemId } from '../shared/useItem';
import { HiddenNotice } from '../../../ui/HiddenNotice';

/** The reading page of a blog post: its image, its rendered Markdown, likes and comments. */
export function BlogPage() {
  const id = useItemId();
  const query = useItem(['blogs', 'item'], id, (blogId) => BlogsService.getBlog({ id: blogId }));
  return (
    <ItemState query={query} back={{ to: '/blogs', label: 'All posts' }}>
      {(blog) => <BlogArticle blog={blog} />}
    </ItemState>
  );
}

function BlogArticle({ blog }: { blog: BlogDto }) {
  usePageTitle(blog.title);
  const { user } = useAuth();
  const remove = useDeleteItem('blogs', 'Post deleted.', '/blogs', () => BlogsService.deleteBlog({ id: blog.id }));
  return (
    <Stack component="article" sx={{ gap: 2.5, maxWidth: 760, mx: 'auto' }}>
      <Button component={Link} to="/blogs" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Blogs
      </Button>
      {blog.hidden && <HiddenNotice noun="blog post" />}
      <Chip label={blog.category.name} size="small" sx={{ alignSelf: 'flex-start' }} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', sm: '2.4rem' }, lineHeight: 1.2 }}>
        {blog.title}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Byline user={blog.user} date={blog.created_at} size={40} />
        {user?.id === blog.user.id ? (
          <OwnerMenu noun="blog post" editTo={`/blogs/${blog.id}/edit`} onDelete={remove} />
        ) : (
          <ReportMenu label="Actions on this blog post" subject={{ type: 'blog', id: blog.id, noun: 'blog post' }} />
        )}
      </Stack>
      {blog.image && <Box component="img" src={contentImageUrl('blogs', blog.image)} alt="" sx={{ width: '100%', borderRadius: 2, maxHeight: 480, objectFit: 'cover' }} />}
      <RenderedMarkdown html={blog.body_html} label="Post" />
      <Divider />
      <Stack direction="row" sx={{ gap: 1 }}>
        <LikeButton section="blogs" item={blog} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ContentComments section="blogs" item={blog} />
      </Paper>
    </Stack>
  );
}

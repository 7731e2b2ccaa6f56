/** Blogs' front door: what other code may use of it. */
export { BlogsModule } from './blogs.module';
export { BLOG_IMAGE, BlogsService } from './blogs.service';

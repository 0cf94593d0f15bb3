import { blogRoutes } from '@taxback/shared/api/routes/blog';
import { lambdaHandler, type FeatureImplementation } from '../http/lambda-handler';
import {
  createBlogPost,
  deleteBlogPost,
  listAllBlogPosts,
  publishBlogPost,
  unpublishBlogPost,
  updateBlogPost,
  uploadBlogImage,
} from './admin-operations';
import { getPublishedBlogPost, listPublishedBlogPosts } from './public-operations';

export const blog = {
  listPublishedBlogPosts,
  getPublishedBlogPost,
  listAllBlogPosts,
  createBlogPost,
  updateBlogPost,
  publishBlogPost,
  unpublishBlogPost,
  uploadBlogImage,
  deleteBlogPost,
} satisfies FeatureImplementation<'blog'>;

export const handler = lambdaHandler(blogRoutes, blog);

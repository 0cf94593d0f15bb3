import { blogRoutes } from '@taxback/shared/api/routes/blog';
import { lambdaHandler } from '../http/lambda-handler';
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

export const handler = lambdaHandler(blogRoutes, [
  listPublishedBlogPosts,
  getPublishedBlogPost,
  listAllBlogPosts,
  createBlogPost,
  updateBlogPost,
  publishBlogPost,
  unpublishBlogPost,
  deleteBlogPost,
  uploadBlogImage,
]);

import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paragraphsOf } from '@taxback/shared/blog/paragraphs';
import { copy } from '@taxback/shared/copy';
import { Navigate, useParams } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { ArrowLeftIcon } from '@/components/ui/public-site-icons';
import { ButtonLink } from '@/components/ui/router-links';
import { usePublishedPost } from '@/features/blog/api/get-published-post';
import { PostImage } from '@/features/blog/components/post-image';
import { TagList } from '@/features/blog/components/tag-list';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import '@/features/blog/components/blog.css';

const { blog } = copy;

function BackToBlog() {
  return (
    <ButtonLink to="/blog" variation="link" className="post-page__back">
      <ArrowLeftIcon width={18} height={18} />
      {blog.backToBlog}
    </ButtonLink>
  );
}

/** One published post. Its content is plain text, one paragraph per line, never HTML. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data: post, error, refetch } = usePublishedPost(slug);

  if (isApiError(error) && error.status < 500) return <Navigate to="/blog" replace />;
  if (error) {
    return (
      <div className="container post-page">
        <LoadError message={blog.loadFailed} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!post) return <PageLoader />;

  return (
    <article className="container post-page">
      <BackToBlog />
      {post.featuredImageUrl && <PostImage url={post.featuredImageUrl} className="post-page__image" />}
      <div className="post-page__header">
        <Heading level={1} className="post-page__title">
          {post.title}
        </Heading>
        <Text as="p" className="post-page__meta">
          {post.authorName && <span>{blog.byAuthor(post.authorName)}</span>}
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </Text>
        <TagList tags={post.tags} />
      </div>
      <div className="post-page__content">
        {paragraphsOf(post.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <Flex gap="small" wrap="wrap" className="post-page__footer">
        <BackToBlog />
        <ButtonLink to="/" variation="link">
          {blog.backToHome}
        </ButtonLink>
      </Flex>
    </article>
  );
}

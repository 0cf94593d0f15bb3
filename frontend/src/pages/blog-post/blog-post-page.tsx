import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { paragraphsOf } from '@taxback/shared/blog/paragraphs';
import { siteCopy } from '@taxback/shared/copy-site';
import type { Locale } from '@taxback/shared/i18n/locale';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { ArrowLeftIcon } from '@/components/ui/public-site-icons';
import { ButtonLink } from '@/components/ui/router-links';
import { blogPostAt, blogPostPath, postAlternates, publicPaths } from '@/lib/public-paths';
import { useAlternateLinks } from '@/hooks/use-alternate-links';
import { usePublishedPost } from '@/features/blog/api/get-published-post';
import { PostImage } from '@/features/blog/components/post-image';
import { TagList } from '@/features/blog/components/tag-list';
import { isApiError } from '@/lib/api-client';
import { formatPublicationDate } from '@taxback/shared/i18n/format';
import '@/features/blog/components/blog.css';

const { blog } = siteCopy;

function BackToBlog({ language }: { language: Locale }) {
  return (
    <ButtonLink to={publicPaths.blog[language]} variation="link" className="post-page__back">
      <ArrowLeftIcon width={18} height={18} />
      {blog.backToBlog}
    </ButtonLink>
  );
}

/**
 * One published post. Its content is plain text, one paragraph per line, never HTML. Opened at the
 * address of the other language, it moves to its translation there; without one, it is shown marked
 * as written in its own language.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const language = blogPostAt(useLocation().pathname)?.language ?? 'en';
  const { data: post, error, refetch } = usePublishedPost(slug);
  useAlternateLinks(post ? postAlternates(post) : null);

  if (isApiError(error) && error.status < 500) return <Navigate to={publicPaths.blog[language]} replace />;
  if (error) {
    return (
      <div className="container post-page">
        <LoadError message={blog.loadFailed} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!post) return <PageLoader />;
  const foreign = post.language !== language;
  if (foreign && post.translationSlug) return <Navigate to={blogPostPath(post.translationSlug, language)} replace />;
  const postLang = foreign ? post.language : undefined;

  return (
    <article className="container post-page">
      <BackToBlog language={language} />
      {foreign && (
        <Text as="p" className="post-page__language-note" role="note">
          {blog.otherLanguageNote}
        </Text>
      )}
      {post.featuredImageUrl && <PostImage url={post.featuredImageUrl} className="post-page__image" />}
      <div className="post-page__header">
        {/* The post's own words are in its language, whatever the page around them. */}
        <Heading level={1} className="post-page__title" lang={postLang}>
          {post.title}
        </Heading>
        <Text as="p" className="post-page__meta">
          {post.authorName && <span>{blog.byAuthor(post.authorName)}</span>}
          <time dateTime={post.publishedAt}>{formatPublicationDate(post.publishedAt)}</time>
        </Text>
        <TagList tags={post.tags} />
      </div>
      <div className="post-page__content" lang={postLang}>
        {paragraphsOf(post.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <Flex gap="small" wrap="wrap" className="post-page__footer">
        <BackToBlog language={language} />
        <ButtonLink to={publicPaths.home[language]} variation="link">
          {blog.backToHome}
        </ButtonLink>
      </Flex>
    </article>
  );
}

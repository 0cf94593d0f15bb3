import { Card, Heading, Text } from '@aws-amplify/ui-react';
import type { BlogPostSummary } from '@taxback/shared/blog/schemas';
import { siteCopy } from '@taxback/shared/copy-site';
import { Link } from 'react-router-dom';
import { blogPostPath } from '@/lib/public-paths';
import { ArrowRightIcon } from '@/components/ui/public-site-icons';
import { AppLink } from '@/components/ui/router-links';
import { formatPublicationDate } from '@taxback/shared/i18n/format';
import { PostImage } from './post-image';
import { TagList } from './tag-list';

export function PostCard({ post, headingLevel }: { post: BlogPostSummary; headingLevel: 2 | 3 }) {
  const to = blogPostPath(post.slug, post.language);
  return (
    <Card as="article" variation="elevated" className="post-card">
      <Link to={to} tabIndex={-1} aria-hidden="true" className="post-card__image-link">
        <PostImage url={post.featuredImageUrl} />
      </Link>
      <div className="post-card__body">
        <Text as="p" className="post-card__date">
          <time dateTime={post.publishedAt}>{formatPublicationDate(post.publishedAt)}</time>
        </Text>
        <Heading level={headingLevel} fontSize="large" className="post-card__title">
          <Link to={to}>{post.title}</Link>
        </Heading>
        <Text as="p" className="post-card__excerpt">
          {post.excerpt}
        </Text>
        <TagList tags={post.tags} />
        <AppLink to={to} className="post-card__more" aria-label={siteCopy.blog.readMoreAbout(post.title)}>
          {siteCopy.blog.readMore}
          <ArrowRightIcon width={16} height={16} />
        </AppLink>
      </div>
    </Card>
  );
}

import { copy } from '@taxback/shared/copy';
import type { BlogPostSummary } from '@taxback/shared/blog/schemas';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';

interface PostGridProps {
  posts: readonly BlogPostSummary[] | undefined;
  /** How many placeholder cards to draw while `posts` is undefined. */
  placeholders: number;
  headingLevel: 2 | 3;
}

export function PostGrid({ posts, placeholders, headingLevel }: PostGridProps) {
  if (!posts) {
    return (
      <ul className="card-grid card-grid--three" aria-busy="true" aria-label={copy.common.loading}>
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="card-grid card-grid--three">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

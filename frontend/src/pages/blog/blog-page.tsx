import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { allTags, filterPosts } from '@taxback/shared/blog/filter';
import { siteCopy } from '@taxback/shared/copy-site';
import type { Locale } from '@taxback/shared/i18n/locale';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { usePublishedPosts } from '@/features/blog/api/get-published-posts';
import { PostGrid } from '@/features/blog/components/post-grid';
import { Section } from '@/features/site/components/section';
import { chooseLanguage, useLanguage } from '@/lib/language';
import { BLOG_LOADING_PLACEHOLDERS } from '@/lib/ui-constants';
import '@/features/site/components/marketing.css';
import '@/features/blog/components/blog.css';
import { BlogFilters } from './blog-filters';

const { blog } = siteCopy;

/** This language's blog has no post yet: said plainly, with a way to the other language's posts. */
function NoPostsInLanguage() {
  const other: Locale = useLanguage() === 'en' ? 'fr-CA' : 'en';
  return (
    <Flex direction="column" alignItems="center" gap="small" className="empty-note" role="status">
      <Text as="p">{blog.noPostsInLanguage}</Text>
      <Button variation="link" onClick={() => chooseLanguage(other)}>
        {blog.readOtherLanguage}
      </Button>
    </Flex>
  );
}

export function BlogPage() {
  const { data, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = usePublishedPosts();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);

  const posts = useMemo(() => data?.pages.flatMap((page) => page.posts), [data]);
  const shown = useMemo(() => posts && filterPosts(posts, { search, tag }), [posts, search, tag]);

  return (
    <Section title={blog.title} intro={blog.intro} headingLevel={1} tone="tinted">
      {isError ? (
        <LoadError message={blog.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <>
          <BlogFilters search={search} onSearch={setSearch} tags={allTags(posts ?? [])} tag={tag} onTag={setTag} />
          {posts?.length === 0 ? (
            <NoPostsInLanguage />
          ) : shown?.length === 0 ? (
            <Text as="p" className="empty-note" role="status">
              {blog.noPosts}
            </Text>
          ) : (
            <PostGrid posts={shown} placeholders={BLOG_LOADING_PLACEHOLDERS} headingLevel={2} />
          )}
          {hasNextPage && (
            <Flex justifyContent="center" marginTop="xl">
              <Button onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
                {blog.loadMore}
              </Button>
            </Flex>
          )}
        </>
      )}
    </Section>
  );
}

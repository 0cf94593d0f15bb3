import { Flex, Text } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';
import { LoadError } from '@/components/ui/load-error';
import { AppLink, ButtonLink } from '@/components/ui/router-links';
import { useLatestPosts } from '@/features/blog/api/get-published-posts';
import { PostGrid } from '@/features/blog/components/post-grid';
import { Section } from '@/features/site/components/section';
import { publicPaths } from '@/lib/public-paths';
import { useLanguage } from '@/lib/language';
import { HOME } from '@/lib/ui-constants';

const { homeBlog } = siteCopy;

/** The three newest published posts, or an invitation to come back when there are none. */
export function BlogPreview() {
  const { data, isError, refetch } = useLatestPosts();
  const blogPath = publicPaths.blog[useLanguage()];
  const posts = data?.posts;

  return (
    <Section id="blog" title={homeBlog.title} intro={homeBlog.intro} tone="tinted">
      {isError ? (
        <LoadError message={siteCopy.blog.loadFailed} onRetry={() => void refetch()} />
      ) : posts?.length === 0 ? (
        <Flex direction="column" alignItems="center" gap="small" className="empty-note">
          <Text as="p">{homeBlog.empty}</Text>
          <AppLink to={blogPath}>{homeBlog.visitBlog}</AppLink>
        </Flex>
      ) : (
        <>
          <PostGrid posts={posts} placeholders={HOME.blogPreviewCount} headingLevel={3} />
          <Flex justifyContent="center" marginTop="xl">
            <ButtonLink to={blogPath} variation="primary">
              {homeBlog.viewAll}
            </ButtonLink>
          </Flex>
        </>
      )}
    </Section>
  );
}

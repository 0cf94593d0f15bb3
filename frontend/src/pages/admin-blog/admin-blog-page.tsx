import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { AdminBlogPost } from '@taxback/shared/blog/schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { useAdminPosts } from '@/features/blog/staff/api/admin-blog-posts';
import '@/features/blog/components/blog.css';
import { DeletePostDialog } from './delete-post-dialog';
import { PostFormDialog } from './post-form-dialog';
import { PostTable } from './post-table';
import { RepublishPostDialog } from './republish-post-dialog';

const { adminBlog } = staffCopy;

type OpenDialog =
  { kind: 'form'; post: AdminBlogPost | null } | { kind: 'delete' | 'republish'; post: AdminBlogPost } | null;

export function AdminBlogPage() {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminPosts();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const posts = data?.pages.flatMap((page) => page.posts) ?? [];
  const close = () => setDialog(null);

  return (
    <div className="container admin-blog">
      <Flex
        justifyContent="space-between"
        alignItems="flex-end"
        wrap="wrap"
        gap="medium"
        className="admin-blog__header"
      >
        <div>
          <Heading level={1}>{adminBlog.title}</Heading>
          <Text as="p" color="font.secondary">
            {adminBlog.intro}
          </Text>
        </div>
        <Button variation="primary" onClick={() => setDialog({ kind: 'form', post: null })}>
          {adminBlog.newPost}
        </Button>
      </Flex>
      <Card variation="elevated">
        {isPending ? (
          <PageLoader />
        ) : isError ? (
          <LoadError message={adminBlog.loadFailed} onRetry={() => void refetch()} />
        ) : posts.length === 0 ? (
          <Text as="p">{adminBlog.empty}</Text>
        ) : (
          <PostTable
            posts={posts}
            onEdit={(post) => setDialog({ kind: 'form', post })}
            onDelete={(post) => setDialog({ kind: 'delete', post })}
            onRepublish={(post) => setDialog({ kind: 'republish', post })}
          />
        )}
        {hasNextPage && (
          <Flex justifyContent="center" marginTop="medium">
            <Button onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
              {adminBlog.loadMore}
            </Button>
          </Flex>
        )}
      </Card>
      {dialog?.kind === 'form' && <PostFormDialog post={dialog.post} posts={posts} onClose={close} />}
      {dialog?.kind === 'delete' && <DeletePostDialog post={dialog.post} onClose={close} />}
      {dialog?.kind === 'republish' && <RepublishPostDialog post={dialog.post} onClose={close} />}
    </div>
  );
}

import { Badge, Button, Flex, TableCell, TableRow } from '@aws-amplify/ui-react';
import type { AdminBlogPost } from '@taxback/shared/blog/schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { toast } from '@/components/ui/toast';
import { blogPostPath } from '@/lib/public-paths';
import { usePostChange } from '@/features/blog/staff/api/admin-blog-posts';
import { formatDate } from '@taxback/shared/i18n/format';
import '@/components/admin-list/admin-lists.css';
import { StaffTable } from '@/components/admin-list/staff-table';

const { adminBlog } = staffCopy;
const { actions } = adminBlog;

interface PostTableProps {
  posts: readonly AdminBlogPost[];
  onEdit: (post: AdminBlogPost) => void;
  onDelete: (post: AdminBlogPost) => void;
  /** A draft that was published before: staff choose its date first. */
  onRepublish: (post: AdminBlogPost) => void;
}

export function PostTable({ posts, onEdit, onDelete, onRepublish }: PostTableProps) {
  const change = usePostChange();

  const togglePublished = async (post: AdminBlogPost) => {
    if (!post.published && post.publishedAt) return onRepublish(post);
    try {
      await change.mutateAsync({ kind: post.published ? 'unpublish' : 'publish', slug: post.slug });
      toast.success(post.published ? adminBlog.unpublished : adminBlog.published);
    } catch {
      toast.error(adminBlog.updateFailed);
    }
  };

  return (
    <StaffTable
      scrollClassName="admin-table-scroll"
      className="admin-post-table responsive-table"
      headers={[
        adminBlog.columns.title,
        adminBlog.columns.language,
        adminBlog.columns.status,
        adminBlog.columns.published,
        adminBlog.columns.actions,
      ]}
      items={posts}
      renderRow={(post) => (
        <TableRow key={post.slug}>
          <TableCell as="th" scope="row" className="admin-post-table__title" data-label={adminBlog.columns.title}>
            {post.title}
            <span className="admin-post-table__slug">{blogPostPath(post.slug, post.language)}</span>
          </TableCell>
          <TableCell data-label={adminBlog.columns.language}>
            {adminBlog.languageNames[post.language]}
            {post.translationSlug && (
              <span className="admin-post-table__slug">{adminBlog.translationOf(post.translationSlug)}</span>
            )}
          </TableCell>
          <TableCell data-label={adminBlog.columns.status}>
            <Badge variation={post.published ? 'success' : undefined}>
              {post.published ? adminBlog.statuses.published : adminBlog.statuses.draft}
            </Badge>
          </TableCell>
          <TableCell data-label={adminBlog.columns.published}>
            {post.publishedAt ? formatDate(post.publishedAt) : adminBlog.notPublished}
          </TableCell>
          <TableCell data-label={adminBlog.columns.actions}>
            <Flex gap="xs" wrap="wrap">
              {post.published && (
                <Button
                  as="a"
                  size="small"
                  href={blogPostPath(post.slug, post.language)}
                  target="_blank"
                  rel="noopener"
                  aria-label={actions.viewLabel(post.title)}
                >
                  {actions.view}
                </Button>
              )}
              <Button size="small" onClick={() => onEdit(post)} aria-label={actions.editLabel(post.title)}>
                {actions.edit}
              </Button>
              <Button size="small" onClick={() => void togglePublished(post)}>
                {post.published ? actions.unpublish : actions.publish}
              </Button>
              <Button
                size="small"
                variation="destructive"
                onClick={() => onDelete(post)}
                aria-label={actions.deleteLabel(post.title)}
              >
                {actions.delete}
              </Button>
            </Flex>
          </TableCell>
        </TableRow>
      )}
    />
  );
}

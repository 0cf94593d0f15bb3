import { Button, Flex, Text } from '@aws-amplify/ui-react';
import type { AdminBlogPost } from '@taxback/shared/blog/schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { toast } from '@/components/ui/toast';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { usePostChange } from '@/features/blog/staff/api/admin-blog-posts';
import { formatDate } from '@taxback/shared/i18n/format';

const { republishDialog } = staffCopy.adminBlog;

/** Publishing a post that was published before: keep its first date, or date it today. */
export function RepublishPostDialog({ post, onClose }: { post: AdminBlogPost; onClose: () => void }) {
  const change = usePostChange();
  const firstPublished = formatDate(post.publishedAt!);

  const publish = async (publishedDate: 'first' | 'today') => {
    try {
      await change.mutateAsync({ kind: 'publish', slug: post.slug, publishedDate });
      toast.success(staffCopy.adminBlog.published);
      onClose();
    } catch {
      toast.error(staffCopy.adminBlog.updateFailed);
    }
  };

  return (
    <ModalDialog title={republishDialog.title} onClose={onClose}>
      <Text as="p">{republishDialog.body(post.title, firstPublished)}</Text>
      <Flex justifyContent="flex-end" gap="small" marginTop="large" wrap="wrap">
        <Button onClick={onClose}>{republishDialog.cancel}</Button>
        <Button onClick={() => void publish('today')} isDisabled={change.isPending}>
          {republishDialog.today}
        </Button>
        <Button variation="primary" onClick={() => void publish('first')} isLoading={change.isPending}>
          {republishDialog.keepDate(firstPublished)}
        </Button>
      </Flex>
    </ModalDialog>
  );
}

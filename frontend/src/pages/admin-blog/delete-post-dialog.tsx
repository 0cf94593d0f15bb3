import { Button, Flex, Text } from '@aws-amplify/ui-react';
import type { AdminBlogPost } from '@taxback/shared/blog/schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { toast } from '@/components/ui/toast';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { usePostChange } from '@/features/blog/staff/api/admin-blog-posts';

const { deleteDialog } = staffCopy.adminBlog;

export function DeletePostDialog({ post, onClose }: { post: AdminBlogPost; onClose: () => void }) {
  const change = usePostChange();

  const confirm = async () => {
    try {
      await change.mutateAsync({ kind: 'delete', slug: post.slug });
      toast.success(staffCopy.adminBlog.deleted);
      onClose();
    } catch {
      toast.error(staffCopy.adminBlog.deleteFailed);
    }
  };

  return (
    <ModalDialog title={deleteDialog.title} onClose={onClose}>
      <Text as="p">{deleteDialog.body(post.title)}</Text>
      <Flex justifyContent="flex-end" gap="small" marginTop="large">
        <Button onClick={onClose}>{deleteDialog.cancel}</Button>
        <Button variation="destructive" onClick={() => void confirm()} isLoading={change.isPending}>
          {deleteDialog.confirm}
        </Button>
      </Flex>
    </ModalDialog>
  );
}

import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { BLOG_IMAGE_ACCEPT } from '@taxback/shared/blog/images';
import { BLOG } from '@taxback/shared/constants';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useId, useState } from 'react';
import { useBlogImageUpload } from '@/features/blog/staff/api/admin-blog-posts';
import { isApiError } from '@/lib/api-client';

const { adminBlog } = staffCopy;
const { form: labels } = adminBlog;

/**
 * The post's featured image: a file staff upload (the server checks it and stores it with the site's files),
 * shown as the blog shows it; its site path is the field's value, empty for none.
 */
export function FeaturedImageField({
  path,
  errorMessage,
  onChange,
}: {
  path: string;
  errorMessage?: string;
  onChange: (path: string) => void;
}) {
  const upload = useBlogImageUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const error = problem ?? errorMessage;

  const choose = async (file: File) => {
    if (file.size > BLOG.imageMaxBytes) {
      setProblem(adminBlog.validation.imageTooLarge);
      return;
    }
    setProblem(null);
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      setProblem(isApiError(failure) && failure.status < 500 ? failure.message : adminBlog.imageUploadFailed);
    }
  };

  return (
    <fieldset className="featured-image-field" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="amplify-label featured-image-field__legend">{labels.featuredImage}</legend>
      <Text id={hintId} className="amplify-field__description">
        {labels.featuredImageHint}
      </Text>
      {path && (
        <img
          className="post-image featured-image-field__preview"
          src={path}
          alt={labels.imagePreview}
          width={320}
          height={180}
        />
      )}
      <Flex gap="small" alignItems="center">
        <label
          className="amplify-button amplify-button--small featured-image-field__upload"
          aria-disabled={upload.isPending}
        >
          {upload.isPending ? labels.uploadingImage : path ? labels.replaceImage : labels.chooseImage}
          <input
            type="file"
            accept={BLOG_IMAGE_ACCEPT}
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
        </label>
        {path && (
          <Button size="small" variation="link" onClick={() => onChange('')} isDisabled={upload.isPending}>
            {labels.removeImage}
          </Button>
        )}
      </Flex>
      {error && (
        <Text id={errorId} className="amplify-field__error-message" role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}

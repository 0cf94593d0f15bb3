import { Button, Flex, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  blogPostFormSchema,
  blogPostRequestFromForm,
  emptyBlogPostForm,
  type AdminBlogPost,
  type BlogPostForm,
} from '@taxback/shared/blog/schemas';
import { formatTags } from '@taxback/shared/blog/tags';
import { bylineOf } from '@taxback/shared/back-office/company-display';
import { staffCopy } from '@taxback/shared/copy-staff';
import { LOCALES, type Locale } from '@taxback/shared/i18n/locale';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { usePostChange } from '@/features/blog/staff/api/admin-blog-posts';
import { useCompanyInfo } from '@/api/company-info';
import { isApiError } from '@/lib/api-client';
import { FeaturedImageField } from './featured-image-field';
import { SubmitButton } from '@/components/ui/submit-button';

const { adminBlog } = staffCopy;
const { form: labels } = adminBlog;

const formValuesOf = (post: AdminBlogPost | null): BlogPostForm =>
  post
    ? {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        tags: formatTags(post.tags),
        featuredImageUrl: post.featuredImageUrl ?? '',
        language: post.language,
        translationSlug: post.translationSlug ?? '',
        byline: post.byline ?? '',
      }
    : emptyBlogPostForm;

/**
 * The posts that can be this one's translation: those in the other language, plus the one linked now
 * (listed even when it is not among the loaded pages).
 */
function translationChoices(posts: readonly AdminBlogPost[], slug: string | null, language: Locale, linked: string) {
  const choices = posts.filter((other) => other.slug !== slug && other.language !== language);
  const slugs = choices.map((other) => ({ slug: other.slug, title: other.title }));
  return linked && !slugs.some((choice) => choice.slug === linked)
    ? [{ slug: linked, title: linked }, ...slugs]
    : slugs;
}

/** New Post (post null) or Edit Post. The slug is the post's address, so it is fixed once created. */
export function PostFormDialog({
  post,
  posts,
  onClose,
}: {
  post: AdminBlogPost | null;
  posts: readonly AdminBlogPost[];
  onClose: () => void;
}) {
  const change = usePostChange();
  const bylines = (useCompanyInfo().data?.preparers ?? []).map(bylineOf);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BlogPostForm>({
    resolver: zodResolver(blogPostFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(post),
  });

  const submit = handleSubmit(async (values) => {
    const { slug, ...request } = blogPostRequestFromForm(values);
    try {
      await change.mutateAsync(
        post ? { kind: 'update', slug: post.slug, request } : { kind: 'create', request: { ...request, slug } },
      );
      toast.success(post ? adminBlog.updated : adminBlog.created);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setError('slug', { message: error.message });
      else if (isApiError(error) && error.fields?.translationSlug) {
        setError('translationSlug', { message: error.fields.translationSlug });
      } else toast.error(adminBlog.saveFailed);
    }
  });

  const field = (name: keyof BlogPostForm) => ({
    hasError: errors[name] !== undefined,
    errorMessage: errors[name]?.message,
    ...register(name),
  });

  return (
    <ModalDialog title={post ? adminBlog.editPost : adminBlog.newPost} onClose={onClose} size="large">
      <Flex as="form" direction="column" gap="medium" noValidate onSubmit={submit}>
        <TextField label={labels.title} isRequired {...field('title')} />
        <TextField
          label={labels.slug}
          descriptiveText={post ? labels.slugLocked : labels.slugHint}
          isReadOnly={post !== null}
          {...field('slug')}
        />
        <TextAreaField
          label={labels.excerpt}
          descriptiveText={labels.excerptHint}
          rows={2}
          isRequired
          {...field('excerpt')}
        />
        <TextAreaField
          label={labels.content}
          descriptiveText={labels.contentHint}
          rows={10}
          isRequired
          {...field('content')}
        />
        <TextField label={labels.tags} descriptiveText={labels.tagsHint} {...field('tags')} />
        <Controller
          control={control}
          name="featuredImageUrl"
          render={({ field: image, fieldState }) => (
            <FeaturedImageField path={image.value} errorMessage={fieldState.error?.message} onChange={image.onChange} />
          )}
        />
        <SelectField label={labels.language} descriptiveText={labels.languageHint} {...field('language')}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {adminBlog.languageNames[locale]}
            </option>
          ))}
        </SelectField>
        <SelectField label={labels.translation} descriptiveText={labels.translationHint} {...field('translationSlug')}>
          <option value="">{labels.noTranslation}</option>
          {translationChoices(posts, post?.slug ?? null, watch('language'), watch('translationSlug')).map((choice) => (
            <option key={choice.slug} value={choice.slug}>
              {choice.title} ({choice.slug})
            </option>
          ))}
        </SelectField>
        <TextField
          label={labels.byline}
          descriptiveText={labels.bylineHint}
          list="blog-byline-choices"
          autoComplete="off"
          {...field('byline')}
        />
        <datalist id="blog-byline-choices">
          {bylines.map((byline) => (
            <option key={byline} value={byline} />
          ))}
        </datalist>
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>{labels.cancel}</Button>
          <SubmitButton busy={isSubmitting} busyLabel={labels.saving}>
            {labels.save}
          </SubmitButton>
        </Flex>
      </Flex>
    </ModalDialog>
  );
}

import { ArticleIcon } from '@/components/ui/public-site-icons';

/** The frame every featured image is drawn in (16:9, blog.css), given to the img so its box is kept before it loads. */
const FRAME = { width: 1280, height: 720 };

/** A post's featured image, or a drawn placeholder when it has none. Decorative: the title says what it is. */
export function PostImage({ url, className = '' }: { url: string | null; className?: string }) {
  if (!url) {
    return (
      <div className={`post-image post-image--placeholder ${className}`} aria-hidden="true">
        <ArticleIcon width={40} height={40} />
      </div>
    );
  }
  return <img className={`post-image ${className}`} src={url} alt="" loading="lazy" decoding="async" {...FRAME} />;
}

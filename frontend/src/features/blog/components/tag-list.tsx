import { Badge } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';

export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={siteCopy.blog.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge size="small" className="tag-list__tag">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

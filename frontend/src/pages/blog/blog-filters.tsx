import { Button, Flex, SearchField } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';

const { blog } = siteCopy;

interface BlogFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  tags: readonly string[];
  tag: string | null;
  onTag: (tag: string | null) => void;
}

/** The search box and the tag chips (All plus every tag); a chip shows its state with aria-pressed. */
export function BlogFilters({ search, onSearch, tags, tag, onTag }: BlogFiltersProps) {
  const chip = (value: string | null, label: string) => (
    <Button
      key={label}
      size="small"
      className="tag-chip"
      aria-pressed={tag === value}
      variation={tag === value ? 'primary' : undefined}
      onClick={() => onTag(value)}
    >
      {label}
    </Button>
  );

  return (
    <Flex direction="column" gap="medium" className="blog-filters">
      <SearchField
        label={blog.searchLabel}
        placeholder={blog.searchPlaceholder}
        hasSearchButton={false}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        onClear={() => onSearch('')}
        className="blog-filters__search"
      />
      <div role="group" aria-label={blog.tagsLabel} className="tag-chips">
        {chip(null, blog.allTags)}
        {tags.map((value) => chip(value, value))}
      </div>
    </Flex>
  );
}

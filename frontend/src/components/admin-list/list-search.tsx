import { SearchField } from '@aws-amplify/ui-react';
import { useState } from 'react';

export interface ListSearchProps {
  label: string;
  onSearch: (text: string) => void;
  /** What the box holds when it opens (a search the page was linked to). */
  initial?: string;
}

/**
 * A search box that asks the server on Enter or the search button, not on every key. Its label, which says what
 * can be searched, is shown above it: as a placeholder it was cut off in narrow boxes.
 */
export function ListSearch({ label, onSearch, initial = '' }: ListSearchProps) {
  const [value, setValue] = useState(initial);
  return (
    <SearchField
      label={label}
      labelHidden={false}
      size="small"
      className="admin-list__search"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onSubmit={(text) => onSearch(text.trim())}
      onClear={() => {
        setValue('');
        onSearch('');
      }}
    />
  );
}

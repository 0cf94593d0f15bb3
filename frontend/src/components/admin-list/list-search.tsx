import { SearchField } from '@aws-amplify/ui-react';
import { useState } from 'react';

export interface ListSearchProps {
  label: string;
  onSearch: (text: string) => void;
  /** What the box holds when it opens (a search the page was linked to). */
  initial?: string;
}

/** A search box that asks the server on Enter or the search button, not on every key. */
export function ListSearch({ label, onSearch, initial = '' }: ListSearchProps) {
  const [value, setValue] = useState(initial);
  return (
    <SearchField
      label={label}
      labelHidden
      placeholder={label}
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

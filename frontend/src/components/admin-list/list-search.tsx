import { SearchField } from '@aws-amplify/ui-react';
import { useState } from 'react';

/** A search box that asks the server on Enter or the search button, not on every key. */
export function ListSearch({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const [value, setValue] = useState('');
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

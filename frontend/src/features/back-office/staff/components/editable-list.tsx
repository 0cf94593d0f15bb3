import { Button, Flex } from '@aws-amplify/ui-react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';

interface EditableListProps<Item> {
  items: Item[];
  setItems: Dispatch<SetStateAction<Item[]>>;
  /** The fields of one entry; `change` merges a patch into that entry. */
  fields: (item: Item, change: (patch: Partial<Item>) => void, index: number) => ReactNode;
  /** The entry's name: a fieldset's legend, or the group's accessible name. */
  label: (item: Item) => string;
  /** A fieldset with a visible legend, or a plain group named for assistive technology. */
  frame: 'fieldset' | 'group';
  itemClassName: string;
  removeLabel: (item: Item) => string;
  addLabel: string;
  blank: () => Item;
  /** No add button once the list holds this many. */
  max?: number;
}

/** A list of entries staff add, edit and remove in place, each framed with its own remove button. */
export function EditableList<Item>(props: EditableListProps<Item>) {
  const { items, setItems, max = Infinity } = props;
  const change = (index: number) => (patch: Partial<Item>) =>
    setItems((current) => current.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <>
      {items.map((item, index) => {
        const body = (
          <Flex direction="column" gap="small">
            {props.fields(item, change(index), index)}
            <Button
              size="small"
              variation="link"
              onClick={() => setItems((current) => current.filter((_, at) => at !== index))}
            >
              {props.removeLabel(item)}
            </Button>
          </Flex>
        );
        return props.frame === 'fieldset' ? (
          <fieldset key={index} className={props.itemClassName}>
            <legend>{props.label(item)}</legend>
            {body}
          </fieldset>
        ) : (
          <div key={index} className={props.itemClassName} role="group" aria-label={props.label(item)}>
            {body}
          </div>
        );
      })}
      {items.length < max && (
        <Button size="small" onClick={() => setItems((current) => [...current, props.blank()])}>
          {props.addLabel}
        </Button>
      )}
    </>
  );
}

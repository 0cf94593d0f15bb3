import { CheckCircleIcon } from '@/components/ui/icons';

/** A list of what is offered, each item ticked; `columns` lays it out in columns where there is room. */
export function CheckList({ items, columns = false }: { items: readonly string[]; columns?: boolean }) {
  return (
    <ul className={columns ? 'check-list check-list--columns' : 'check-list'}>
      {items.map((item) => (
        <li key={item}>
          <CheckCircleIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

import { CheckCircleIcon } from '@/components/ui/icons';

/** A list of what is offered, each item ticked (styled by `className`: marketing.css's check-list by default). */
export function CheckList({ items, className = 'check-list' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <CheckCircleIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

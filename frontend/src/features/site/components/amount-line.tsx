import { FormNames } from '@/components/ui/form-names';

interface AmountLineProps {
  label: string;
  amount: string;
  /** Plain words under the label: where the amount comes from. */
  note?: string;
  total?: boolean;
}

/** One label and amount of a definition list (<dl>), the amount aligned right. */
export function AmountLine({ label, amount, note, total }: AmountLineProps) {
  return (
    <div className={total ? 'amount-line amount-line--total' : 'amount-line'}>
      <dt>
        <span>
          <FormNames text={label} />
        </span>
        {note && <span className="amount-line__note">{note}</span>}
      </dt>
      <dd>{amount}</dd>
    </div>
  );
}

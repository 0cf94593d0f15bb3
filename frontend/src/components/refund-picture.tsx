import { copy } from '@taxback/shared/copy';
import { refundSplit } from '@taxback/shared/site/refund-split';
import { formatUsd } from '@taxback/shared/payments/fees';
import { useId } from 'react';
import './refund-picture.css';

interface RefundPictureProps {
  withheldCents: number;
  refundCents: number;
  feeCents: number;
}

type Part = 'withheld' | 'irsKeeps' | 'refund' | 'fee' | 'youKeep';

/**
 * The refund as a picture: the tax withheld split into what the IRS keeps and the refund (top bar), the refund
 * split into our fee and what the customer keeps (bottom bar, under the refund; red past it when the fee is more).
 * The bars are drawn for the eye only: the same figures are a list beside them and a sentence under them.
 */
export function RefundPicture({ withheldCents, refundCents, feeCents }: RefundPictureProps) {
  const text = copy.estimator.picture;
  const split = refundSplit({ withheldCents, refundCents, feeCents });
  const titleId = useId();
  const scale = Math.max(1, split.withheldCents, split.irsKeepsCents + split.feeCents);
  const width = (cents: number) => (cents / scale) * 100;
  const refundStart = width(split.irsKeepsCents);
  const feeInRefund = Math.min(split.feeCents, split.refundCents);
  const parts: { part: Part; cents: number }[] = [
    { part: 'withheld', cents: split.withheldCents },
    { part: 'irsKeeps', cents: split.irsKeepsCents },
    { part: 'refund', cents: split.refundCents },
    { part: 'fee', cents: split.feeCents },
    { part: 'youKeep', cents: split.youKeepCents },
  ];
  const keepStart = refundStart + width(feeInRefund);
  /** Top bar: what the IRS keeps, then the refund; bottom bar, under the refund: the fee, then what is kept. */
  const bars = [
    { name: 'irs', x: 0, cents: split.irsKeepsCents, bottom: false },
    { name: 'refund', x: refundStart, cents: split.refundCents, bottom: false },
    { name: 'fee', x: refundStart, cents: feeInRefund, bottom: true },
    { name: 'keep', x: keepStart, cents: split.youKeepCents, bottom: true },
    { name: 'over', x: keepStart, cents: split.feeOverRefundCents, bottom: true },
  ];
  const amounts = parts.map(({ cents }) => formatUsd(cents)) as [string, string, string, string, string];

  return (
    <figure className="refund-picture" aria-labelledby={titleId} data-testid="refund-picture">
      <p className="refund-picture__title" id={titleId}>
        {text.title}
      </p>
      <svg
        className="refund-picture__bars"
        viewBox="0 0 100 26"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {bars.map((bar) => (
          <rect
            key={bar.name}
            className={`refund-picture__${bar.name}`}
            x={bar.x}
            y={bar.bottom ? 15 : 0}
            width={width(bar.cents)}
            height={11}
          />
        ))}
      </svg>
      <ol className="refund-picture__legend">
        {parts.map(({ part }, index) => (
          <li key={part} className={`refund-picture__item refund-picture__item--${part}`} data-part={part}>
            <span className="refund-picture__swatch" aria-hidden="true" />
            <span className="refund-picture__label">{text[part]}</span>
            <span className="refund-picture__amount">{amounts[index]}</span>
          </li>
        ))}
      </ol>
      <figcaption className="refund-picture__caption">
        {text.summary(...amounts)}
        {split.feeOverRefundCents > 0 && (
          <strong className="refund-picture__warning"> {text.feeOver(formatUsd(split.feeOverRefundCents))}</strong>
        )}
      </figcaption>
    </figure>
  );
}

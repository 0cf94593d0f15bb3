import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { TYPED_REVEAL } from '@/lib/ui-constants';

export interface TypedReveal {
  /** Each line as typed so far. */
  typed: string[];
  /** True once every line is typed and the reveal delay has passed. */
  revealed: boolean;
}

/**
 * Types `lines` one after another at the wizard's typewriter speed, then reveals what follows after
 * the form delay. With `animate` false, or when the user prefers reduced motion, all shows at once.
 */
export function useTypedReveal(lines: readonly string[], animate: boolean): TypedReveal {
  const [shouldAnimate] = useState(() => animate && !prefersReducedMotion());
  const total = lines.reduce((sum, line) => sum + line.length, 0);
  const [count, setCount] = useState(shouldAnimate ? 0 : total);
  const [revealed, setRevealed] = useState(!shouldAnimate);

  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((value) => value + 1), TYPED_REVEAL.msPerChar);
    return () => clearTimeout(timer);
  }, [count, total]);

  useEffect(() => {
    if (revealed || count < total) return;
    const timer = setTimeout(() => setRevealed(true), TYPED_REVEAL.formRevealDelayMs);
    return () => clearTimeout(timer);
  }, [revealed, count, total]);

  let remaining = count;
  const typed = lines.map((line) => {
    const shown = line.slice(0, Math.max(0, remaining));
    remaining -= line.length;
    return shown;
  });
  return { typed, revealed };
}

import { copy } from '@taxback/shared/copy';
import type { ReactNode } from 'react';
import { ButtonLink } from './router-links';
import '@/styles/flow.css';

/**
 * The bar above a journey page's card: an optional Back on the left, Home on the right (or `exit` in its place),
 * `help` beside it.
 */
export function FlowNav({ back, help, exit }: { back?: ReactNode; help?: ReactNode; exit?: ReactNode }) {
  return (
    <div className="flow-page__nav">
      {back}
      {help && <span className="flow-page__help">{help}</span>}
      {exit ?? (
        <ButtonLink to="/" size="small" className={help ? undefined : 'flow-page__home'}>
          {copy.common.home}
        </ButtonLink>
      )}
    </div>
  );
}

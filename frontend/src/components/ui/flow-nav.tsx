import { copy } from '@taxback/shared/copy';
import type { ReactNode } from 'react';
import { ButtonLink } from './router-links';
import '@/styles/flow.css';

/** The bar above a journey page's card: an optional Back on the left, Home on the right. */
export function FlowNav({ back }: { back?: ReactNode }) {
  return (
    <div className="flow-page__nav">
      {back}
      <ButtonLink to="/" size="small" className="flow-page__home">
        {copy.common.home}
      </ButtonLink>
    </div>
  );
}

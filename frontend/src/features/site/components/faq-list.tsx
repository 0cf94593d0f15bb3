import { Heading } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useId, useState } from 'react';
import { ChevronIcon } from '@/components/ui/public-site-icons';

/** The ten questions; opening one closes the one that was open. */
export function FaqList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  return (
    <div className="faq-list">
      {Object.entries(copy.faq.items).map(([id, { question, answer }]) => {
        const open = openId === id;
        const buttonId = `${baseId}-${id}-button`;
        const panelId = `${baseId}-${id}-panel`;
        return (
          <div key={id} className={open ? 'faq-item faq-item--open' : 'faq-item'}>
            <Heading level={headingLevel} className="faq-item__heading">
              <button
                type="button"
                id={buttonId}
                className="faq-item__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : id)}
              >
                <span>{question}</span>
                <ChevronIcon className="faq-item__chevron" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-item__panel" hidden={!open}>
              <p>{answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

import { Button, Card, Heading } from '@aws-amplify/ui-react';
import { WIZARD } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { useEffect, useRef, type ReactNode } from 'react';
import { FlowNav } from '@/components/ui/flow-nav';
import { TypedText } from '@/components/ui/typed-text';
import { NeedHelpLink } from '@/components/ui/need-help-link';
import { useTypedReveal } from '@/hooks/use-typed-reveal';
import './wizard.css';

interface StepFrameProps {
  step: number;
  title: string;
  /** Type the title and stage the content: only on a step's first entry. */
  animate: boolean;
  onBack: () => void;
  /** The step's own action (Continue, Confirm, ...), below its content. */
  action: ReactNode;
  children: ReactNode;
}

/** One wizard step: Back and Home, the progress bar, the typed question, its content and action. */
export function StepFrame({ step, title, animate, onBack, action, children }: StepFrameProps) {
  const { typed, revealed } = useTypedReveal([title], animate);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each step mounts afresh: moving focus to its question tells keyboard and screen-reader users where they are.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flow-page wizard">
      <FlowNav
        back={
          <Button size="small" onClick={onBack}>
            ← {copy.common.back}
          </Button>
        }
        help={<NeedHelpLink />}
      />
      <Card variation="elevated" className="page-card flow-card">
        <div
          className="wizard__progress"
          role="progressbar"
          aria-label={copy.wizard.progressLabel}
          aria-valuemin={1}
          aria-valuemax={WIZARD.steps}
          aria-valuenow={step}
        >
          <span style={{ width: `${(step / WIZARD.steps) * 100}%` }} />
        </div>
        <Heading level={1} className="flow-page__title wizard__title" ref={headingRef} tabIndex={-1}>
          <TypedText text={title} typed={typed[0] ?? ''} />
        </Heading>
        {revealed && (
          <div className="reveal">
            <div className="wizard__content">{children}</div>
            <div className="flow-page__actions flow-page__actions--end">{action}</div>
          </div>
        )}
      </Card>
    </div>
  );
}

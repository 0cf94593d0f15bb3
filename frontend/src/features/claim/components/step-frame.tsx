import { Button, Card, Flex, Heading, Text, type ButtonProps } from '@aws-amplify/ui-react';
import { screenPosition, type WizardScreen } from '@taxback/shared/claim/wizard';
import { copy } from '@taxback/shared/copy';
import { formatUsd } from '@taxback/shared/payments/fees';
import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { FlowNav } from '@/components/ui/flow-nav';
import { TypedText } from '@/components/ui/typed-text';
import { NeedHelpLink } from '@/components/ui/need-help-link';
import { useTypedReveal } from '@/hooks/use-typed-reveal';
import './wizard.css';

/** What every step's frame gets from the wizard around it. */
export interface WizardFrame {
  /** Waits for the answers being saved, then leaves for the account page. */
  onExit: () => void;
  /** The fee the answers so far add up to, shown as a running total. */
  feeCents: number;
}

export const WizardFrameContext = createContext<WizardFrame | null>(null);

interface StepFrameProps {
  step: WizardScreen;
  title: string;
  /** Type the title and stage the content: only on a step's first entry. */
  animate: boolean;
  onBack: () => void;
  /** The step's own action (its ContinueButton), below its content. */
  action: ReactNode;
  /** The running total from answers the step holds before saving them (the winnings step's typed forms). */
  feeCents?: number;
  children: ReactNode;
}

/** The header of a step: "Step 3 of 7 · Your tax forms", from the one list of screens and their names. */
export const stepHeader = (step: WizardScreen): string => {
  const { number, total, section } = screenPosition(step);
  return copy.wizard.stepHeader(number, total, copy.wizard[section].stepName);
};

/**
 * One wizard step: Back and Save and exit, the step header over the progress bar, the typed question, its content
 * and action.
 */
export function StepFrame({ step, title, animate, onBack, action, feeCents, children }: StepFrameProps) {
  const { typed, revealed } = useTypedReveal([title], animate);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const frame = useContext(WizardFrameContext);
  const { number, total } = screenPosition(step);
  const header = stepHeader(step);

  // Each step mounts afresh: moving focus to its question tells keyboard and screen-reader users where they are.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flow-page wizard">
      <FlowNav
        back={
          <Button size="small" className="flow-page__back" onClick={onBack}>
            ← {copy.common.back}
          </Button>
        }
        help={<NeedHelpLink />}
        exit={
          frame && (
            <Button size="small" onClick={frame.onExit}>
              {copy.wizard.saveAndExit}
            </Button>
          )
        }
      />
      <Card variation="elevated" className="page-card flow-card">
        <Text as="p" className="wizard__step">
          {header}
        </Text>
        <div
          className="wizard__progress"
          role="progressbar"
          aria-label={copy.wizard.progressLabel}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={number}
          aria-valuetext={header}
        >
          <span style={{ width: `${(number / total) * 100}%` }} />
        </div>
        <Heading level={1} className="flow-page__title wizard__title" ref={headingRef} tabIndex={-1}>
          <TypedText text={title} typed={typed[0] ?? ''} />
        </Heading>
        {revealed && (
          <div className="reveal">
            <div className="wizard__content">{children}</div>
            <div className="flow-page__actions wizard__footer">
              {frame && (
                <Text className="wizard__fee" role="status">
                  {copy.wizard.feeSoFar(formatUsd(feeCents ?? frame.feeCents))}
                </Text>
              )}
              {action}
            </div>
          </div>
        )}
        <Text className="wizard__saved">{copy.wizard.answersSaved}</Text>
      </Card>
    </div>
  );
}

interface ContinueButtonProps extends Pick<ButtonProps, 'isLoading' | 'loadingText' | 'size'> {
  /** What the customer still has to do before going on; the button is disabled while it is set. */
  missing: string | null;
  /** Disabled for another reason than a missing answer (a save running, say): no hint then. */
  isDisabled?: boolean;
  label?: string;
  onClick: () => void;
}

/** The wizard's one action verb, with a line under it saying what is missing while it cannot be pressed. */
export function ContinueButton({ missing, isDisabled, label, onClick, ...rest }: ContinueButtonProps) {
  const hintId = useId();
  return (
    <Flex direction="column" gap="xs" className="wizard__continue">
      <Button
        variation="primary"
        isDisabled={isDisabled || missing !== null}
        aria-describedby={missing === null ? undefined : hintId}
        onClick={onClick}
        {...rest}
      >
        {label ?? copy.wizard.continue}
      </Button>
      {missing !== null && (
        <Text id={hintId} className="wizard__hint">
          {missing}
        </Text>
      )}
    </Flex>
  );
}

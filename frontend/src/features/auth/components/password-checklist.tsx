import { VisuallyHidden } from '@aws-amplify/ui-react';
import { passwordRules } from '@taxback/shared/auth/password-rules';
import { messages } from '@taxback/shared/messages';
import { CheckCircleIcon, CircleIcon } from '@/components/ui/icons';
import './password-checklist.css';

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="password-checklist" aria-label={messages.auth.passwordChecklistLabel} aria-live="polite">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? 'password-checklist__item is-met' : 'password-checklist__item'}>
            {met ? <CheckCircleIcon /> : <CircleIcon />}
            <span>{rule.label}</span>
            <VisuallyHidden>{`: ${met ? messages.auth.passwordRuleMet : messages.auth.passwordRuleNotMet}`}</VisuallyHidden>
          </li>
        );
      })}
    </ul>
  );
}

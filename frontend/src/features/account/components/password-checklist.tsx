import { VisuallyHidden } from '@aws-amplify/ui-react';
import { passwordRules } from '@taxback/shared/account/password-rules';
import { copy } from '@taxback/shared/copy';
import { CheckCircleIcon, CircleIcon } from '@/components/ui/icons';
import './password-checklist.css';

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="password-checklist" aria-label={copy.auth.passwordChecklistLabel} aria-live="polite">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? 'password-checklist__item is-met' : 'password-checklist__item'}>
            {met ? <CheckCircleIcon /> : <CircleIcon />}
            <span>{rule.label}</span>
            <VisuallyHidden>{`: ${met ? copy.auth.passwordRuleMet : copy.auth.passwordRuleNotMet}`}</VisuallyHidden>
          </li>
        );
      })}
    </ul>
  );
}

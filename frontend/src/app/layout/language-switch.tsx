import type { Locale } from '@taxback/shared/i18n/locale';
import { chooseLanguage, useLanguage } from '@/lib/language';

const choices: { locale: Locale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'fr-CA', label: 'Français' },
];

/** "English | Français": each name written in its own language, the current one marked. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const language = useLanguage();
  return (
    <div className={`language-switch ${className}`} role="group" aria-label="Language / Langue">
      {choices.map(({ locale, label }, index) => (
        <span key={locale}>
          {index > 0 && (
            <span className="language-switch__separator" aria-hidden="true">
              |
            </span>
          )}
          <button
            type="button"
            lang={locale}
            className="language-switch__choice"
            aria-pressed={language === locale}
            onClick={() => chooseLanguage(locale)}
          >
            {label}
          </button>
        </span>
      ))}
    </div>
  );
}

import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { intlLocaleOf, isLocale, LOCALE_NAMES, LOCALES, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { activateLocale, rememberLocale } from '../../i18n/locale.ts';
import { cn, focusRing } from '../ui/cn.ts';

/** The landing page in a language: the server keeps the choice in the cookie and answers in it (src/server/http/landing-locale.ts). */
function landingPageIn(locale: Locale): string {
  return `/?lang=${locale}`;
}

function followsLinkItself(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A visitor's choice of language on the public pages: each language by its own name, in its own
 * `lang`. Each is a link to the landing page in that language, which is all the pre-rendered
 * landing page (no React) needs; in the app a click switches the language in place and keeps it
 * for the next start. Signed-in people choose theirs in their account, so it shows to visitors only.
 */
export function LanguageChooser({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  if (user) return null;
  const current = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;

  function choose(event: MouseEvent, locale: Locale) {
    if (followsLinkItself(event)) return;
    event.preventDefault();
    rememberLocale(locale);
    void activateLocale(locale);
  }

  return (
    <nav aria-label={t`Language`}>
      <ul className={cn('flex flex-wrap gap-x-3 gap-y-1', className)}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={landingPageIn(locale)}
              lang={intlLocaleOf(locale)}
              hrefLang={intlLocaleOf(locale)}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => choose(event, locale)}
              className={cn(
                'rounded-sm underline-offset-4 hover:underline',
                locale === current && 'font-semibold',
                focusRing,
                linkClassName,
              )}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';

/**
 * When the shown language changes (a person's choice arriving with their session, or chosen on
 * the account page), what the server wrote in the old one (statements, results, audit texts) is
 * fetched again in the new one: the API client sends the shown language with every request.
 */
export function RefetchInLanguage(): null {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const shown = useRef(i18n.locale);
  useEffect(() => {
    if (shown.current === i18n.locale) return;
    shown.current = i18n.locale;
    void queryClient.invalidateQueries();
  }, [i18n.locale, queryClient]);
  return null;
}

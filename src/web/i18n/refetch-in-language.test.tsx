// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test-support.tsx';
import { RefetchInLanguage } from './refetch-in-language.tsx';

function Statement() {
  const statement = useQuery({ queryKey: ['statement'], queryFn: async () => `written in ${i18n.locale}` });
  return <p>{statement.data ?? 'loading'}</p>;
}

describe('a change of the shown language', () => {
  it('fetches what the server wrote again, in the new language', async () => {
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <RefetchInLanguage />
        <Statement />
      </QueryClientProvider>,
    );
    await screen.findByText('written in en');
    act(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));
    await waitFor(() => expect(screen.getByText('written in de')).toBeTruthy());
  });
});

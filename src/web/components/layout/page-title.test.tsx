import { render } from '#web/test-support.tsx';
import { msg } from '@lingui/core/macro';
// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet } from 'react-router';
import { AppRoutes } from '#web/app-routes.tsx';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './page-title.ts';

function Layout({ organisationName }: { organisationName?: string }) {
  usePageTitle(organisationName);
  return <Outlet />;
}

function renderAt(path: string, organisationName?: string) {
  const routes = [
    {
      element: <Layout organisationName={organisationName} />,
      children: [
        { path: '/results-dashboard', handle: pageTitle(msg`Results`), element: <p>results</p> },
        { path: '/features', element: <p>features</p> },
      ],
    },
  ];
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} />
    </MemoryRouter>,
  );
}

describe('the page title', () => {
  it('names the page, the organisation and the product', async () => {
    renderAt('/results-dashboard', 'Acme Ltd');
    await waitFor(() => expect(document.title).toBe('Results · Acme Ltd · CultureLens'));
  });

  it('leaves the organisation out when nobody is signed in', async () => {
    renderAt('/results-dashboard');
    await waitFor(() => expect(document.title).toBe('Results · CultureLens'));
  });

  it('leaves a page without a title of its own alone', async () => {
    document.title = 'Platform features — CultureLens';
    renderAt('/features', 'Acme Ltd');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.title).toBe('Platform features — CultureLens');
  });
});

import { StrictMode, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { render as renderInDocument, screen, type RenderOptions } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
} from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { SessionOrganisation, SessionResponse, SessionUser } from '#domain/api/accounts.ts';
import type { EndpointKey } from '#domain/api/endpoints.ts';
import type { ErrorCode, FieldIssue } from '#domain/api/errors.ts';
import { defaultOrganisationSettings } from '#domain/organisation-settings.ts';
import { AppProviders } from './app-providers.tsx';

// Test helpers for the web features' component tests; never imported by application code.

function WithLanguage({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's `render`, inside the language provider every component that shows a text needs. */
export function render(ui: ReactNode, options: Omit<RenderOptions, 'queries'> = {}) {
  return renderInDocument(ui, { wrapper: WithLanguage, ...options });
}

export const testUser: SessionUser = {
  id: '0b6c8f0e-4a53-4c2e-9a51-0d1f8f1f2a11',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'employee',
  emailVerified: true,
  organisationId: '7d0f7f5e-1c1b-4d44-8f5e-1e2b3c4d5e6f',
  managerId: null,
  consentedAt: null,
  twoStepEnabled: false,
  locale: null,
};

export const testOrganisation: SessionOrganisation = {
  id: '7d0f7f5e-1c1b-4d44-8f5e-1e2b3c4d5e6f',
  name: 'Analytical Engines Ltd',
  settings: { ...defaultOrganisationSettings, defaultLocale: 'en' },
  defaultDomains: [],
  selectedCategories: [],
  isDemo: false,
};

export const signedIn = (user: Partial<SessionUser> = {}): SessionResponse => ({
  user: { ...testUser, ...user },
  organisation: testOrganisation,
});
export const signedOut: SessionResponse = { user: null, organisation: null };
/** Signed in, but in no organisation yet (registered without an invitation). */
export const signedInWithoutOrganisation = (user: Partial<SessionUser> = {}): SessionResponse => ({
  user: { ...testUser, organisationId: null, ...user },
  organisation: null,
});

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function apiError(status: number, code: ErrorCode, message: string, issues?: FieldIssue[]): Response {
  return json(status, { error: { code, message, ...(issues ? { issues } : {}) } });
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers a stubbed request; the query string is there for handlers that answer by it. */
type Handler = (body: unknown, query: URLSearchParams) => Response | Promise<Response>;

type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [Path];
type SegmentMatches<Actual extends string, Pattern extends string> = Pattern extends `:${string}`
  ? Actual extends ''
    ? false
    : true
  : Actual extends Pattern
    ? true
    : false;
type SegmentsMatch<Actual extends string[], Pattern extends string[]> = Actual extends [
  infer Head extends string,
  ...infer Rest extends string[],
]
  ? Pattern extends [infer PatternHead extends string, ...infer PatternRest extends string[]]
    ? SegmentMatches<Head, PatternHead> extends true
      ? SegmentsMatch<Rest, PatternRest>
      : false
    : false
  : Pattern extends []
    ? true
    : false;
/** The routes of the endpoint map a stub key "METHOD /api/assessments/a1/questionnaire" addresses. */
export type StubbedRoute<Key extends string> = {
  [Route in EndpointKey]: Key extends `${infer Method} ${infer Path}`
    ? Route extends `${Method} ${infer Pattern}`
      ? SegmentsMatch<Segments<Path>, Segments<Pattern>> extends true
        ? Route
        : never
      : never
    : never;
}[EndpointKey];
// A key built at run time (typed `string`) cannot be checked; every written key must address a route.
type CheckedHandlers<Handlers> = {
  [Key in keyof Handlers]: Key extends string
    ? string extends Key
      ? Handler
      : [StubbedRoute<Key>] extends [never]
        ? never
        : Handler
    : never;
};

/**
 * Replaces fetch (the network boundary) with handlers keyed "METHOD /path". A key must address a
 * route of the endpoint map (src/domain/api/endpoints.ts): a stub of a route that does not exist
 * fails typecheck. Unexpected calls answer 599 so a test notices them; `calls` records every request.
 */
export function stubApi<const Handlers extends Record<string, Handler>>(handlers: Handlers & CheckedHandlers<Handlers>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = handlers[`${method} ${url.pathname}`];
    return handler
      ? handler(body, url.searchParams)
      : json(599, { error: { code: 'internal_error', message: `No stub for ${method} ${url.pathname}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** What a test sees of the router: where it is, and a way to go elsewhere as a link would. */
interface TestRouter {
  location: Location | undefined;
  navigate: NavigateFunction | undefined;
}

/** Sits inside the router and hands the test its location and `navigate` each time it commits. */
function RouterProbe({ onCommit }: { onCommit: (router: TestRouter) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onCommit({ location, navigate });
  });
  return null;
}

export function renderWithApp(routes: RouteObject[], { path, strict = false }: { path: string; strict?: boolean }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const probe: TestRouter = { location: undefined, navigate: undefined };
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient} routes={[...routes, { path: '*', element: <p>Elsewhere</p> }]} />
      <RouterProbe onCommit={(router) => Object.assign(probe, router)} />
    </MemoryRouter>
  );
  const result = renderInDocument(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const router = {
    navigate: async (to: string, options?: NavigateOptions) => {
      if (!probe.navigate) throw new Error('The router has not rendered yet');
      await probe.navigate(to, options);
    },
  };
  const location = () => (probe.location ? `${probe.location.pathname}${probe.location.search}` : '');
  return { ...result, router, queryClient, location };
}

/** The text of every alert on screen (error messages and error toasts): empty when none shows. */
export function alertText(): string {
  return screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent)
    .join('');
}

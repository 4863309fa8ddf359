// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { json, renderWithApp, signedIn, stubApi, testOrganisation } from '#web/test-support.tsx';
import { SetupPage } from './setup-page.tsx';

const routes = [
  {
    element: <RequireAbility ability="manageOrganisation" />,
    children: [{ path: '/setup', element: <SetupPage /> }],
  },
];

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

async function openWizard(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })), ...handlers });
  const app = renderWithApp(routes, { path: '/setup' });
  await screen.findByRole('heading', { level: 1, name: 'Set up your organisation' });
  return { api, app };
}

async function goToStepTwo() {
  fireEvent.click(checkbox('Culture Change Readiness'));
  fireEvent.click(nextButton());
  await screen.findByRole('heading', { name: 'Invite your team' });
}

function addInvitation(email: string, role: 'employee' | 'manager' = 'employee') {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Role'), { target: { value: role } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('the setup wizard, step 1', () => {
  it('prefills the name and keeps Next disabled until a category is chosen', async () => {
    await openWizard();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect((screen.getByLabelText(/^Organisation name/) as HTMLInputElement).value).toBe(testOrganisation.name);
    expect(nextButton().hasAttribute('disabled')).toBe(true);

    fireEvent.click(checkbox('Diversity, Equity, Inclusion & Belonging (DEIB)'));
    expect(nextButton().hasAttribute('disabled')).toBe(false);
    // Choosing a category ticks all of its sub-categories.
    for (const name of ['Leadership & Governance', 'Recruitment & Hiring', 'Culture & Belonging']) {
      expect(checkbox(name).checked).toBe(true);
    }
    fireEvent.click(checkbox('Diversity, Equity, Inclusion & Belonging (DEIB)'));
    expect(nextButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Leadership & Governance' })).toBeNull();
  });

  it('asks for the organisation name, then for at least one domain', async () => {
    await openWizard();
    fireEvent.change(screen.getByLabelText(/^Organisation name/), { target: { value: '   ' } });
    fireEvent.click(checkbox('Culture Change Readiness'));
    fireEvent.click(nextButton());
    expect(await screen.findByText('Organisation name required')).toBeTruthy();
    expect(screen.getByText('Please enter your organisation name.')).toBeTruthy();
    // The toast says it; the field does not repeat it.
    expect(screen.queryByText('Organisation name is required')).toBeNull();
    // Any other rule of the setup request's name is said beside the field, in the server's words.
    fireEvent.change(screen.getByLabelText(/^Organisation name/), { target: { value: 'Analytical\tEngines' } });
    fireEvent.click(nextButton());
    expect(await screen.findByText('Organisation name must be on one line, without tabs or line breaks.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Organisation name/), { target: { value: 'Analytical Engines Ltd' } });
    await waitFor(() => expect(screen.queryByText('Organisation name must be on one line, without tabs or line breaks.')).toBeNull());
    for (const name of ['Alignment', 'Awareness', 'Agency']) fireEvent.click(checkbox(name));
    fireEvent.click(nextButton());
    expect(await screen.findByText('Select domains')).toBeTruthy();
    expect(screen.getByText('Please select at least one assessment domain.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();

    fireEvent.click(checkbox('Agency'));
    fireEvent.click(nextButton());
    expect(await screen.findByRole('heading', { name: 'Invite your team' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
  });
});

describe('the setup wizard, step 2', () => {
  it('refuses invalid and duplicate addresses, ignores empty ones, and keeps entries across Back', async () => {
    await openWizard();
    await goToStepTwo();

    addInvitation('not-an-address');
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();

    addInvitation('grace@example.org', 'manager');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['grace@example.orgManagerRemove']);

    addInvitation(' GRACE@example.org ');
    expect(await screen.findByText('Duplicate email')).toBeTruthy();
    expect(screen.getByText('This email has already been added.')).toBeTruthy();

    addInvitation('   ');
    expect(screen.getByRole('heading', { name: 'Invitations to send (1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findAllByText('Step 1 of 2')).length).toBe(1);
    expect(checkbox('Culture Change Readiness').checked).toBe(true);
    fireEvent.click(nextButton());
    expect(await screen.findByRole('heading', { name: 'Invitations to send (1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove grace@example.org' }));
    expect(screen.getByRole('heading', { name: 'Invitations to send (0)' })).toBeTruthy();
  });

  it('completes setup on the server, reports the results and goes to the dashboard', async () => {
    const { api, app } = await openWizard({
      'POST /api/organisations/current/setup': () =>
        json(200, {
          organisation: { ...testOrganisation, selectedCategories: ['culture-change-readiness'], defaultDomains: ['alignment', 'agency'] },
          invitations: {
            sent: 1,
            results: [
              { line: 1, email: 'ada@example.org', outcome: 'invited', message: 'Invitation sent' },
              { line: 2, email: 'bob@example.org', outcome: 'already_member', message: 'Already a member of your organisation' },
            ],
          },
        }),
    });
    fireEvent.change(screen.getByLabelText(/^Organisation name/), { target: { value: '  Difference Engines Ltd ' } });
    fireEvent.click(checkbox('Culture Change Readiness'));
    fireEvent.click(checkbox('Awareness'));
    fireEvent.click(nextButton());
    await screen.findByRole('heading', { name: 'Invite your team' });
    // Back shows the name as it will be saved.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText(/^Organisation name/)) as HTMLInputElement).value).toBe('Difference Engines Ltd');
    fireEvent.click(nextButton());
    await screen.findByRole('heading', { name: 'Invite your team' });
    addInvitation('ada@example.org');
    expect(await screen.findByRole('heading', { name: 'Invitations to send (1)' })).toBeTruthy();
    addInvitation('bob@example.org', 'manager');
    expect(await screen.findByRole('heading', { name: 'Invitations to send (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Invitations sent!')).toBeTruthy();
    expect(screen.getByText('Successfully sent 1 invitation.')).toBeTruthy();
    expect(screen.getByText('bob@example.org: Already a member of your organisation.')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/organisations/current/setup').map((call) => call.body)).toEqual([
      {
        organisationName: 'Difference Engines Ltd',
        selectedCategories: ['culture-change-readiness'],
        selectedDomains: ['alignment', 'agency'],
        invitations: [
          { email: 'ada@example.org', role: 'employee' },
          { email: 'bob@example.org', role: 'manager' },
        ],
      },
    ]);
  });

  it("says 'User or organisation not found' when the server does not know the person's organisation", async () => {
    await openWizard({
      'POST /api/organisations/current/setup': () =>
        json(403, { error: { code: 'forbidden', message: "You don't have permission to access this page." } }),
    });
    await goToStepTwo();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('User or organisation not found')).toBeTruthy();
    expect(screen.getByText('Setup failed')).toBeTruthy();
  });
});

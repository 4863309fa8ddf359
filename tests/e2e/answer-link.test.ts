import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Invitee } from './support/api.ts';
import { linkFromMail } from './support/mail.ts';
import { expectNoAxeViolations, freshPage, heading } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const TITLE = 'Diversity, Equity, Inclusion & Belonging (DEIB)';

/**
 * What a person does between opening the launch e-mail and seeing the first question: the
 * screens the browser shows (every change of address, a page of the single-page app included)
 * and the fields they fill. Printed for decision 0056.
 */
function journey(page: Page) {
  const screens: string[] = [];
  let fields = 0;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { pathname } = new URL(frame.url());
    if (screens.at(-1) !== pathname) screens.push(pathname);
  });
  return {
    fill: async (label: string | RegExp, value: string) => {
      fields += 1;
      await page.getByLabel(label).fill(value);
    },
    tick: async (label: string | RegExp) => {
      fields += 1;
      await page.getByLabel(label).check();
    },
    report: (name: string) => {
      const figures = { journey: name, screens: screens.length, fields, path: screens.join(' → ') };
      console.log(`[answer-link steps] ${JSON.stringify(figures)}`);
      return figures;
    },
  };
}

/**
 * One click from the launch e-mail to the first question (decision 0056), in a real browser
 * against `npm start`, every e-mail through a real SMTP server: someone invited who never
 * registered gives their name and consent and answers; a member presses one button; the old
 * ways (register with a password; sign in) still work and are counted beside them.
 */
describe('the launch e-mail’s answer link in the browser', () => {
  const admin = { firstName: 'Rosa', lastName: 'Parks', email: 'rosa@tailspin.test', password: 'buses-and-bridges-9' };
  const newcomer = { email: 'nia@tailspin.test' };
  const finisher = { email: 'femi@tailspin.test' };
  const member: Invitee = { firstName: 'Omar', lastName: 'Haddad', email: 'omar@tailspin.test', password: 'olive-groves-and-figs-4' };
  const registering: Invitee = { firstName: 'Lena', lastName: 'Berg', email: 'lena@tailspin.test', password: 'fjords-and-ferries-31' };
  let assessmentId = '';
  let memberLink = '';

  const { app, browser, api, sink } = useAppInBrowser({ env: { PUBLIC_URL: 'http://127.0.0.1:0' }, mail: true });

  beforeAll(async () => {
    await api.request('/api/organisations', {
      body: {
        organisationName: 'Tailspin Tours',
        adminFirstName: admin.firstName,
        adminLastName: admin.lastName,
        adminEmail: admin.email,
        adminPassword: admin.password,
        confirmPassword: admin.password,
      },
    });
    const confirm = new URL(await linkFromMail(sink, app.baseUrl, admin.email, /^Finish creating Tailspin Tours/));
    const created = await api.request('/api/organisations/confirm', {
      body: { token: confirm.searchParams.get('token'), password: admin.password },
    });
    if (!created.session) throw new Error('creating the organisation set no session');
    await api.enrolSecondFactor(created.session, admin);
    await api.completeSetup(created.session, { organisationName: 'Tailspin Tours', selectedCategories: ['deib-assessment'] });
    await api.invite(created.session, [
      { email: newcomer.email, role: 'employee' },
      { email: member.email, role: 'employee' },
      { email: registering.email, role: 'employee' },
      { email: finisher.email, role: 'employee' },
    ]);
    const invitation = new URL(await linkFromMail(sink, app.baseUrl, member.email, /invited you to join Tailspin Tours/));
    const { session } = await api.acceptInvitation(decodeURIComponent(invitation.pathname.split('/').pop() ?? ''), member);
    await api.giveConsent(session);
    assessmentId = (await api.startAssessment(created.session, 'deib-assessment')).id;
  }, 120_000);

  /** The link of the `nth` fresh link mailed to the member (the sink keeps every mail, the first first). */
  async function renewalLink(nth: number): Promise<string> {
    const renewals = () =>
      sink.received.filter((mail) => mail.to.includes(member.email) && mail.subject.startsWith('Your new link to answer'));
    await expect.poll(() => renewals().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(nth);
    const url = new URL(renewals()[nth - 1]?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    return `${app.baseUrl}${url.pathname}${url.search}`;
  }

  async function firstQuestionShown(page: Page) {
    await page.waitForURL(`${app.baseUrl}/assessment/${assessmentId}`, { timeout: 15_000 });
    await expect.poll(() => heading(page).textContent()).toBe(TITLE);
    await expect.poll(() => page.getByText('Question 1 of 9', { exact: true }).count()).toBe(1);
  }

  it('lets someone invited who never registered answer: name and consent, then the first question', async () => {
    const page = await freshPage(browser);
    const steps = journey(page);
    await page.goto(await linkFromMail(sink, app.baseUrl, newcomer.email, /asks for your view/));
    await expect.poll(() => heading(page).textContent()).toBe(TITLE);
    await expectNoAxeViolations(page);
    await steps.fill(/^First name/, 'Nia');
    await steps.fill(/^Last name/, 'Okafor');
    await steps.tick(/I consent to taking part/);
    await page.getByRole('button', { name: 'Start answering' }).click();
    await firstQuestionShown(page);
    expect(steps.report('new employee, answer link')).toMatchObject({ screens: 2, fields: 3 });

    await page.getByRole('radio', { name: 'Agree', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Question 2 of 9', { exact: true }).count()).toBe(1);
    // Answering only: the results ask for a full sign-in.
    await page.goto(`${app.baseUrl}/results-dashboard`);
    await page.getByText('Your e-mailed link lets you answer assessments only. Sign in to see this page.').waitFor();
    await page.close();
  });

  it('thanks someone who answered every question from the link, instead of asking them to sign in', async () => {
    const page = await freshPage(browser);
    await page.goto(await linkFromMail(sink, app.baseUrl, finisher.email, /asks for your view/));
    await page.getByLabel(/^First name/).fill('Femi');
    await page.getByLabel(/^Last name/).fill('Adeyemi');
    await page.getByLabel(/I consent to taking part/).check();
    await page.getByRole('button', { name: 'Start answering' }).click();
    await firstQuestionShown(page);
    for (let question = 1; question <= 9; question += 1) {
      await page.getByRole('radio', { name: 'Agree', exact: true }).check();
      await page.getByRole('button', { name: question === 9 ? 'Complete Assessment' : 'Next' }).click();
      if (question < 9) await expect.poll(() => page.getByText(`Question ${question + 1} of 9`, { exact: true }).count()).toBe(1);
    }
    await expect.poll(() => heading(page).textContent()).toBe('Assessment Complete!');
    await page.getByText('Thank you for taking part. Your answers are stored anonymously.').waitFor();
    expect(page.url()).toBe(`${app.baseUrl}/assessment/${assessmentId}`);
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(0);
    expect(await page.getByText('Your e-mailed link lets you answer assessments only. Sign in to see this page.').count()).toBe(0);
    await expectNoAxeViolations(page);
    // Back on the page later, in the same session: done, and no way to a page that asks to sign in.
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe('You have completed this assessment');
    expect(await page.getByRole('link', { name: 'Return to Dashboard' }).count()).toBe(0);
    await page.close();
  });

  it('takes a member to the first question with one press, and a used link to a page that offers a new one', async () => {
    const link = await linkFromMail(sink, app.baseUrl, member.email, /asks for your view/);
    memberLink = link;
    const page = await freshPage(browser);
    const steps = journey(page);
    await page.goto(link);
    await page.getByRole('button', { name: 'Start answering' }).click();
    await firstQuestionShown(page);
    expect(steps.report('returning employee, answer link')).toMatchObject({ screens: 2, fields: 0 });
    await page.close();

    const again = await freshPage(browser);
    await again.goto(link);
    await again.getByText('This link has already been used.').waitFor();
    await again.getByRole('button', { name: 'Send me a new link' }).click();
    await again.getByText('If the link was yours, a new one is on its way to your e-mail address.').waitFor();
    await expectNoAxeViolations(again);
    await again.goto(await renewalLink(1));
    await again.getByRole('button', { name: 'Start answering' }).click();
    await firstQuestionShown(again);
    await again.close();
  });

  it('counts the ways that were there before: registering with a password, and signing in', async () => {
    const page = await freshPage(browser);
    const register = journey(page);
    await page.goto(await linkFromMail(sink, app.baseUrl, registering.email, /invited you to join Tailspin Tours/));
    await register.fill(/^First name/, registering.firstName);
    await register.fill(/^Last name/, registering.lastName);
    await register.fill(/^Password/, registering.password);
    await register.fill(/^Confirm password/, registering.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/consent/, { timeout: 15_000 });
    await register.tick(/I consent to taking part/);
    await page.getByRole('button', { name: 'I Consent - Continue to Alpha' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`, { timeout: 15_000 });
    // The launch e-mail's address, as before: the assessment's page.
    await page.goto(`${app.baseUrl}/assessment/${assessmentId}`);
    await firstQuestionShown(page);
    register.report('new employee, register with a password (before)');
    await page.close();

    const signingIn = await freshPage(browser);
    const signIn = journey(signingIn);
    await signingIn.goto(`${app.baseUrl}/assessment/${assessmentId}`);
    await signingIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await signIn.fill('Email', member.email);
    await signIn.fill(/^Password/, member.password);
    await signingIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await firstQuestionShown(signingIn);
    signIn.report('returning employee, sign in with a password (before)');

    // Signed in already: a fresh link lands on the first question without a press.
    await api.request('/api/answer-links/renew', { body: { token: new URL(memberLink).searchParams.get('token') } });
    const signedIn = journey(signingIn);
    await signingIn.goto(await renewalLink(2));
    await firstQuestionShown(signingIn);
    expect(signedIn.report('returning employee signed in already, answer link')).toMatchObject({ fields: 0 });
    await signingIn.close();
  });
});

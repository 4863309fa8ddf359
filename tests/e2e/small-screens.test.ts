import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PeopleResponseSchema } from '#domain/api/people.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { accessibilityViolations } from './support/browser.ts';
import { expectNoAxeViolations, heading, pageWithSession } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1366, height: 768 };

/** Whether the page scrolls sideways: wider content than the window. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Every signed-in page of an administrator, and the demo results a visitor sees, on a phone
 * and on a laptop: nothing makes the page scroll sideways (wide tables and the heat map scroll
 * inside their own frames), and on the phone a member's header links sit behind a Menu button (the
 * signed-out header has four links, which wrap and stay reachable without any script).
 */
describe('signed-in pages on a phone and a laptop', () => {
  let session = '';
  let assessmentId = '';

  const { app, browser, api } = useAppInBrowser();
  beforeAll(async () => {
    const admin = {
      firstName: 'Mary',
      lastName: 'Jackson',
      email: 'mary.jackson.with.a.long.address@aeronautics-laboratory.test',
      password: 'wind-tunnel-windows-7',
    };
    const created = await api.createOrganisation('Langley Aeronautical Laboratory', admin);
    session = created.session;
    await api.completeSetup(session, { organisationName: 'Langley Aeronautical Laboratory', selectedCategories: ['deib-assessment'] });
    assessmentId = (await api.startAssessment(session, 'deib-assessment')).id;
    await api.giveConsent(session);
    // Six people answer, so results, the heat map and the roadmap have figures to lay out.
    const people = Array.from({ length: 6 }, (_, index) => ({
      firstName: 'Engineer',
      lastName: `Number${index + 1}`,
      email: `engineer.number.${index + 1}.with.a.long.address@aeronautics-laboratory.test`,
      password: `wind-tunnel-${index + 1}-ok`,
    }));
    await api.invite(
      session,
      people.map((person) => ({ email: person.email, role: 'employee' })),
    );
    const accepted = [];
    for (const person of people) {
      accepted.push(await api.acceptInvitation(await api.invitationToken(person.email), person));
    }
    // The six report to the administrator before answering, so the results have a team to lay out.
    const { people: everyone } = await api.requestParsed(PeopleResponseSchema, '/api/people', { session });
    const idOf = (email: string) => everyone.find((person) => person.email === email)?.id;
    for (const person of people) {
      const changed = await api.request(`/api/people/${idOf(person.email)}`, {
        method: 'PATCH',
        body: { managerId: idOf(admin.email) },
        session,
      });
      expect(changed.status).toBe(200);
    }
    for (const [index, person] of accepted.entries()) {
      await api.giveConsent(person.session);
      const { questions } = await api.questionnaire(person.session, assessmentId);
      await api.completeAssessment(
        person.session,
        assessmentId,
        Object.fromEntries(questions.map((question) => [question.id, 1 + (index % 5)])),
      );
    }
    // The release is a background job right after the sixth completion.
    for (
      let waited = 0;
      !(await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session })).canShowResults;
      waited += 500
    ) {
      if (waited > 30_000) throw new Error('the six answers were not released within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }, 120_000);

  const adminPages = () => [
    '/dashboard',
    '/admin-dashboard',
    '/results-dashboard',
    `/results-dashboard?assessment=${assessmentId}`,
    '/roadmap',
    '/export',
    '/employee-management',
    '/invitation-management',
    '/organisation-settings',
    '/audit-log',
    '/create-assessment',
    '/account',
    `/assessment/${assessmentId}`,
    '/alpha/move',
  ];

  for (const [name, size] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    it(`fits every administrator page on a ${name} (${size.width} px)`, async () => {
      const page = await pageWithSession(browser, app.baseUrl, session);
      await page.setViewportSize(size);
      const sideways: string[] = [];
      const violations: { path: string; found: Awaited<ReturnType<typeof accessibilityViolations>> }[] = [];
      for (const path of adminPages()) {
        await page.goto(`${app.baseUrl}${path}`);
        await heading(page).waitFor();
        // Lists and cards arrive after the heading: wait for the page to settle.
        await page.waitForLoadState('networkidle');
        if (await scrollsSideways(page)) sideways.push(`${path}: ${await page.evaluate(() => document.documentElement.scrollWidth)} px`);
        // The phone layout is a layout of its own (lists for tables, a menu for the links): axe checks it too.
        if (size === PHONE) {
          const found = await accessibilityViolations(page);
          if (found.length > 0) violations.push({ path, found });
        }
      }
      expect(sideways).toEqual([]);
      expect(violations).toEqual([]);
      await page.close();
      // Fourteen pages, and on the phone an axe run on each.
    }, 240_000);
  }

  it('keeps the heat map scrolling inside its own frame on a phone, its row names in view', async () => {
    const page = await pageWithSession(browser, app.baseUrl, session);
    await page.setViewportSize(PHONE);
    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    const frame = page.getByRole('region', { name: /Mean agreement per question/ });
    await frame.waitFor();
    // Wider than the phone, so it scrolls; the page itself does not.
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);

    // Scrolled to its far end, the frame keeps each row's domain name in view at its left edge.
    const frameLeft = (await frame.boundingBox())?.x ?? 0;
    await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const rowName = frame.getByRole('rowheader').first();
    expect(await frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(async () => Math.abs(((await rowName.boundingBox())?.x ?? -1000) - frameLeft)).toBeLessThanOrEqual(4);
    expect(await rowName.isVisible()).toBe(true);
    await page.close();
  });

  for (const [name, size] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    it(`lays out the team heat map on a ${name} (${size.width} px): sortable, inside its own frame, and passing axe`, async () => {
      const page = await pageWithSession(browser, app.baseUrl, session);
      await page.setViewportSize(size);
      await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
      const frame = page.getByRole('region', { name: /Mean agreement per team and domain/ });
      await frame.waitFor();
      const table = frame.getByRole('table');
      // The organisation first, then the administrator's team of six, with the organisation's
      // figures; every cell is either shown or marked hidden, never blank.
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Whole organisation', 'Team of Mary Jackson6 members']);
      const cells = table.getByRole('cell');
      expect(await cells.count()).toBe(2 * 3);
      for (const text of await cells.allTextContents()) expect(text).toMatch(/^\d\.\d\d mean,|^Fewer than 6 responses/);

      // Sorting by a domain moves aria-sort to its header; the organisation stays first.
      const domainHeader = table.getByRole('columnheader').nth(1);
      await domainHeader.getByRole('button').click();
      expect(await domainHeader.getAttribute('aria-sort')).toBe('descending');
      expect(await table.getByRole('columnheader').first().getAttribute('aria-sort')).toBeNull();
      expect(await table.getByRole('rowheader').first().textContent()).toBe('Whole organisation');

      // On a phone the map is wider than the screen and scrolls in its frame; the page never does.
      if (size === PHONE) {
        expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        // Scrolled to its far end, the frame keeps the team names in view at its left edge.
        const frameLeft = (await frame.boundingBox())?.x ?? 0;
        await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        expect(await frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        const teamName = table.getByRole('rowheader').last();
        await expect.poll(async () => Math.abs(((await teamName.boundingBox())?.x ?? -1000) - frameLeft)).toBeLessThanOrEqual(4);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
      await page.close();
    });
  }

  it('turns list tables into lists of labelled fields on a phone, and keeps them tables on a laptop', async () => {
    const page = await pageWithSession(browser, app.baseUrl, session);
    await page.setViewportSize(PHONE);
    await page.goto(`${app.baseUrl}/employee-management`);
    const table = page.getByRole('table', { name: 'Team members' });
    const row = table.getByRole('row', { name: /Engineer Number1/ });
    await row.waitFor();
    // Each field stands under its column's name; the header row is left to screen readers,
    // which still hear a table with its column headers.
    const email = row.getByRole('cell').first();
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('block');
    expect(await email.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"Email"');
    expect(await table.getByRole('columnheader', { name: 'Email' }).count()).toBe(1);
    expect(await email.evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

    await page.setViewportSize(LAPTOP);
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('table-row');
    expect(await email.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('none');
    await page.close();
  });

  it('puts the header links behind a Menu button on a phone, and closes it after following one', async () => {
    const page = await pageWithSession(browser, app.baseUrl, session);
    await page.setViewportSize(PHONE);
    await page.goto(`${app.baseUrl}/dashboard`);
    await heading(page).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Results' }).isVisible()).toBe(false);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Results' }).click();
    await page.waitForURL(`${app.baseUrl}/results-dashboard`);
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Results' }).isVisible()).toBe(false);

    // On a laptop the links are in the header and there is no Menu button.
    await page.setViewportSize(LAPTOP);
    expect(await menu.isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Results' }).isVisible()).toBe(true);
    await page.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PeopleResponseSchema } from '#domain/api/people.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { SCORE_BANDS } from '#domain/scoring.ts';
import { pageWithSession } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1366, height: 768 };

/**
 * The question and team heat maps on a phone and a laptop, with two teams of six so the team map
 * has rows to compare. The pages' general fit (no sideways scrolling, axe) is small-screens.test.ts's.
 */
describe('the heat maps on a phone and a laptop', () => {
  let session = '';
  let assessmentId = '';

  const { app, browser, api } = useAppInBrowser();
  beforeAll(async () => {
    const admin = { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@orbit.test', password: 'trajectory-by-hand-62' };
    session = (await api.createOrganisation('Flight Research Division', admin)).session;
    await api.completeSetup(session, { organisationName: 'Flight Research Division', selectedCategories: ['deib-assessment'] });
    assessmentId = (await api.startAssessment(session, 'deib-assessment')).id;
    await api.giveConsent(session);
    const manager = { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@orbit.test', password: 'fortran-first-team-61' };
    const people = Array.from({ length: 12 }, (_, index) => ({
      firstName: 'Analyst',
      lastName: `Number${index + 1}`,
      email: `analyst${index + 1}@orbit.test`,
      password: `computing-${index + 1}-by-hand`,
    }));
    await api.invite(session, [
      { email: manager.email, role: 'manager' },
      ...people.map((person) => ({ email: person.email, role: 'employee' as const })),
    ]);
    await api.acceptInvitation(await api.invitationToken(manager.email), manager);
    const accepted = [];
    for (const person of people) accepted.push(await api.acceptInvitation(await api.invitationToken(person.email), person));
    const { people: everyone } = await api.requestParsed(PeopleResponseSchema, '/api/people', { session });
    const idOf = (email: string) => everyone.find((person) => person.email === email)?.id;
    for (const [index, person] of people.entries()) {
      const managerId = idOf(index < 6 ? admin.email : manager.email);
      expect((await api.request(`/api/people/${idOf(person.email)}`, { method: 'PATCH', body: { managerId }, session })).status).toBe(200);
    }
    const released = async (count: number) => {
      for (
        let waited = 0;
        (await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session })).responses < count;
        waited += 500
      ) {
        if (waited > 60_000) throw new Error(`${count} answers were not released within 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    for (const [index, person] of accepted.entries()) {
      await api.giveConsent(person.session);
      const { questions } = await api.questionnaire(person.session, assessmentId);
      await api.completeAssessment(
        person.session,
        assessmentId,
        Object.fromEntries(questions.map((question, at) => [question.id, 1 + ((index + at) % 5)])),
      );
      // Six at a time: a release takes whoever is waiting once they are six or more, so one that
      // started late could take eight and leave four, whom the close would then discard.
      if (index === 5) await released(6);
    }
    await api.setAssessmentStatus(session, assessmentId, 'closed');
    await released(12);
  }, 180_000);

  async function resultsPage(size: { width: number; height: number }): Promise<Page> {
    const page = await pageWithSession(browser, app.baseUrl, session);
    await page.setViewportSize(size);
    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    await page
      .getByRole('region', { name: /Mean agreement per team and domain/ })
      .getByRole('rowheader')
      .nth(2)
      .waitFor();
    return page;
  }

  const maps = [
    ['question', /Mean agreement per question/],
    ['team', /Mean agreement per team and domain/],
  ] as const;

  /**
   * Where each data column's cells lie once the frame is scrolled to it, against the frame and the
   * row names; and any element of the table whose content is wider than its box (text cut).
   */
  const layoutOf = (frame: Locator) =>
    frame.evaluate(async (element) => {
      const table = element.querySelector('table');
      const rows = [...(table?.querySelectorAll('tbody tr') ?? [])];
      const columns = rows[0]?.querySelectorAll('td').length ?? 0;
      const placed: { column: number; left: number; right: number; nameRight: number; frameRight: number }[] = [];
      for (let column = 0; column < columns; column += 1) {
        const first = rows[0]?.querySelectorAll('td')[column];
        if (!first) continue;
        // Scrolled a little past the column's start: snapping brings it to rest beside the row names.
        element.scrollTo({ left: first.offsetLeft - 100, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const frame = element.getBoundingClientRect();
        for (const row of rows) {
          const cell = row.querySelectorAll('td')[column];
          const name = row.querySelector('th');
          if (!cell || !name) continue;
          const box = cell.getBoundingClientRect();
          placed.push({ column, left: box.left, right: box.right, nameRight: name.getBoundingClientRect().right, frameRight: frame.right });
        }
      }
      const cut = [...(table?.querySelectorAll('*') ?? [])]
        .filter((inner) => !inner.classList.contains('sr-only') && inner.clientWidth > 0 && inner.scrollWidth > inner.clientWidth + 1)
        .map((inner) => (inner.textContent ?? '').slice(0, 40));
      return { placed, cut, snap: getComputedStyle(element).scrollSnapType, scrolls: element.scrollWidth > element.clientWidth };
    });

  // At 375 px a cell was cut at the frame's edge ("Go", "since wav"): now one whole column shows
  // beside the row names, and a swipe moves a column at a time.
  it('shows whole cells on a phone (375 px): one column at a time beside the row names, nothing cut', async () => {
    const page = await resultsPage(PHONE);
    for (const [name, pattern] of maps) {
      const frame = page.getByRole('region', { name: pattern });
      const { placed, cut, snap, scrolls } = await layoutOf(frame);
      expect(scrolls, name).toBe(true);
      expect(snap, name).toBe('x mandatory');
      expect(cut, name).toEqual([]);
      expect(placed.length, name).toBeGreaterThan(0);
      for (const cell of placed) {
        // Not under the sticky row names, and not past the frame's right edge.
        expect(cell.left, `${name} column ${cell.column}`).toBeGreaterThanOrEqual(cell.nameRight - 1);
        expect(cell.right, `${name} column ${cell.column}`).toBeLessThanOrEqual(cell.frameRight + 1);
      }
      // The words above the map are not part of what scrolls.
      expect(
        await page
          .getByText(pattern)
          .first()
          .evaluate((element) => element.getBoundingClientRect().right <= window.innerWidth),
      ).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
  });

  it('lays the team map out as a grid to scan on a laptop: every domain in view, each cell a tile in its band colour, rows aligned', async () => {
    const page = await resultsPage(LAPTOP);
    const frame = page.getByRole('region', { name: /Mean agreement per team and domain/ });
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const bandColours = SCORE_BANDS.map((step) => step.colour.toLowerCase());
    const rows = await frame.evaluate((element) =>
      [...element.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('td > div')].map((tile) => {
          const [r, g, b] = (getComputedStyle(tile).backgroundColor.match(/\d+/g) ?? []).map(Number);
          const hex = `#${[r, g, b].map((value) => (value ?? 0).toString(16).padStart(2, '0')).join('')}`;
          return { hex, height: Math.round(tile.getBoundingClientRect().height) };
        }),
      ),
    );
    expect(rows).toHaveLength(3);
    for (const tiles of rows) {
      expect(tiles).toHaveLength(3);
      for (const tile of tiles) expect(bandColours).toContain(tile.hex);
      expect(new Set(tiles.map((tile) => tile.height)).size).toBe(1);
    }
    await page.close();
  });
});

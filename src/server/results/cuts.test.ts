import { beforeEach, describe, expect } from 'vitest';
import { AttributeDefinitionSchema } from '#domain/api/organisation-attributes.ts';
import { ResultsCutsSchema } from '#domain/api/results-cuts.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { releaseOnlyAtClose, respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { it, useTestServer } from '#tests/fixtures.ts';

/*
 * Results by attribute end to end: people's departments and tenure bands go with their answers
 * into the release, the planner admits the groups that single out nobody, and the route serves
 * them by role. Mia's team of seven is Sales and answers 2; Noor's seven are Support and answer 4;
 * eight joined less than a year ago, six one to two years ago, spread over both teams.
 */
describe(`results by attribute, on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
    await releaseOnlyAtClose(database.db, organisationId);
  });

  const NONE = { threshold: 6, comparedWave: null, domains: [], breakdowns: [] };
  const cutsAs = async (id: string, cookie: string) => {
    const response = await server.request(`/api/results/${id}/cuts`, { cookie });
    return { status: response.status, body: response.status === 200 ? ResultsCutsSchema.parse(await response.json()) : null };
  };
  const meansOf = (cuts: ReturnType<typeof ResultsCutsSchema.parse>, attribute: string) =>
    Object.fromEntries(
      (cuts.breakdowns.find((breakdown) => breakdown.attribute === attribute)?.groups ?? []).map((group) => [
        group.label,
        group.domains.map((domain) => (domain.canShow ? domain.meanScore : null)),
      ]),
    );

  it('shows each department and tenure band once released, to administrators, in the reader’s language and the CSV', async () => {
    const assessment = await startAssessment(server, adminCookie);
    const mia = await createRespondent(database.db, organisationId, { role: 'manager' });
    const noor = await createRespondent(database.db, organisationId, { role: 'manager' });
    for (let person = 0; person < 14; person += 1) {
      const sales = person < 7;
      await respond(server, database.db, organisationId, assessment.id, () => (sales ? 2 : 4), {
        managerId: sales ? mia.id : noor.id,
        attributes: { department: sales ? 'Sales' : 'Support', tenure: person % 7 < 4 ? 'under_1' : '1_2' },
      });
    }
    // Nothing before the release.
    expect((await cutsAs(assessment.id, adminCookie)).body?.breakdowns).toEqual([]);
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();

    const { body } = await cutsAs(assessment.id, adminCookie);
    expect(body?.breakdowns.map((breakdown) => breakdown.label)).toEqual(['Department', 'Tenure']);
    const departments = meansOf(body ?? NONE, 'department');
    expect(Object.keys(departments)).toEqual(['Sales', 'Support']);
    expect(departments.Sales?.every((mean) => mean === 2)).toBe(true);
    expect(departments.Support?.every((mean) => mean === 4)).toBe(true);
    // Eight at 2 and 4 (four of each team) and six (three of each): both bands mean 3.
    expect(meansOf(body ?? NONE, 'tenure')).toEqual({
      '1–2 years': expect.arrayContaining([3]),
      'Less than 1 year': expect.arrayContaining([3]),
    });

    const german = await server.request(`/api/results/${assessment.id}/cuts`, {
      cookie: adminCookie,
      headers: { 'accept-language': 'de' },
    });
    expect(ResultsCutsSchema.parse(await german.json()).breakdowns.map((breakdown) => breakdown.label)).toEqual([
      'Abteilung',
      'Betriebszugehörigkeit',
    ]);

    const csv = await (await server.request(`/api/export/${assessment.id}/csv`, { cookie: adminCookie })).text();
    expect(csv).toContain('Results by attribute,Department');
    expect(csv).toMatch(/\r\nSales,,2\.00,/);

    // The PDF report and the presentation have a section of them, after the teams.
    for (const kind of ['pdf', 'presentation'] as const) {
      const bytes = new Uint8Array(
        await (await server.request(`/api/export/${assessment.id}/${kind}`, { cookie: adminCookie })).arrayBuffer(),
      );
      const text = (kind === 'pdf' ? await readPdf(bytes) : await readPptx(bytes)).text.replace(/\s+/g, ' ');
      expect(text, kind).toContain('Results by attribute');
      expect(text, kind).toContain('Department: Sales n=7');
      expect(text, kind).toContain('Tenure: Less than 1 year n=8');
    }
  });

  it("shows the organisation's own attributes too; a manager no organisation-wide breakdown, an employee nothing, another organisation nothing", async () => {
    const defined = await server.request('/api/organisations/current/person-attributes', {
      method: 'POST',
      cookie: adminCookie,
      body: { label: 'Business unit' },
    });
    const { key, id } = AttributeDefinitionSchema.parse(await defined.json());
    const assessment = await startAssessment(server, adminCookie);
    const mia = await createRespondent(database.db, organisationId, { role: 'manager' });
    for (let person = 0; person < 12; person += 1)
      await respond(server, database.db, organisationId, assessment.id, () => 3, {
        managerId: person < 6 ? mia.id : null,
        attributes: { location: person % 2 === 0 ? 'Paris' : 'Lyon', [key]: person < 6 ? 'Retail' : 'Wholesale' },
      });
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();
    const { body } = await cutsAs(assessment.id, adminCookie);
    expect(body?.breakdowns.map((breakdown) => breakdown.label)).toEqual(['Location', 'Business unit']);
    expect(body?.breakdowns[1]?.groups.map((group) => group.label)).toEqual(['Retail', 'Wholesale']);

    expect((await cutsAs(assessment.id, await signInAs(server, mia.email))).body?.breakdowns).toEqual([]);
    const employee = await createRespondent(database.db, organisationId);
    expect((await cutsAs(assessment.id, await signInAs(server, employee.email))).status).toBe(403);
    const stranger = await createMember(database.db, { role: 'organisation_admin' });
    expect((await cutsAs(assessment.id, await signInAs(server, stranger.email))).status).toBe(404);

    // An attribute the organisation removes is no longer a breakdown.
    const removed = await server.request(`/api/organisations/current/person-attributes/${id}`, { method: 'DELETE', cookie: adminCookie });
    expect(removed.status).toBe(200);
    expect((await cutsAs(assessment.id, adminCookie)).body?.breakdowns.map((breakdown) => breakdown.label)).toEqual(['Location']);
  });

  it("shows a manager their own team's cells by attribute, and nothing organisation-wide", async () => {
    // Mia's twelve and twelve without a manager, half of each in Paris: each team × location cell is six.
    const assessment = await startAssessment(server, adminCookie);
    const mia = await createRespondent(database.db, organisationId, { role: 'manager' });
    for (let person = 0; person < 24; person += 1)
      await respond(server, database.db, organisationId, assessment.id, () => (person < 12 ? 2 : 4), {
        managerId: person < 12 ? mia.id : null,
        attributes: { location: person % 2 === 0 ? 'Paris' : 'Lyon' },
      });
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();
    const groupsOf = (cuts: ReturnType<typeof ResultsCutsSchema.parse> | null) =>
      (cuts?.breakdowns[0]?.groups ?? []).map((group) => [
        group.team?.managerId === mia.id ? 'Mia' : group.team ? 'other' : '',
        group.label,
      ]);
    expect(groupsOf((await cutsAs(assessment.id, adminCookie)).body)).toEqual([
      ['', 'Lyon'],
      ['', 'Paris'],
      ['Mia', 'Lyon'],
      ['Mia', 'Paris'],
    ]);
    const manager = (await cutsAs(assessment.id, await signInAs(server, mia.email))).body;
    expect(groupsOf(manager)).toEqual([
      ['Mia', 'Lyon'],
      ['Mia', 'Paris'],
    ]);
    expect(manager?.breakdowns[0]?.groups[0]?.domains.every((domain) => domain.canShow && domain.meanScore === 2)).toBe(true);
  });

  it("gives each group's change since the same group in the previous wave, where both waves show it", async () => {
    const wave = async (sales: number) => {
      const assessment = await startAssessment(server, adminCookie);
      for (let person = 0; person < 12; person += 1)
        await respond(server, database.db, organisationId, assessment.id, () => (person < 6 ? sales : 4), {
          attributes: { department: person < 6 ? 'Sales' : 'Support' },
        });
      await server.request(`/api/assessments/${assessment.id}/status`, {
        method: 'PATCH',
        cookie: adminCookie,
        body: { status: 'closed' },
      });
      await server.app.context.releases.drain();
      return (await cutsAs(assessment.id, adminCookie)).body ?? NONE;
    };
    const first = await wave(2);
    expect(first.comparedWave).toBeNull();
    expect(first.breakdowns[0]?.groups.flatMap((group) => group.changes)).toEqual([]);
    const second = await wave(3);
    expect(second.comparedWave).toBe(1);
    const [sales, support] = second.breakdowns[0]?.groups ?? [];
    expect(sales?.label).toBe('Sales');
    expect(sales?.changes.map((change) => [change.change, change.direction, change.previousWave])).toEqual([
      [1, 'up', 1],
      [1, 'up', 1],
      [1, 'up', 1],
    ]);
    expect(support?.changes.every((change) => change.change === 0 && change.direction === 'same')).toBe(true);
  });
});

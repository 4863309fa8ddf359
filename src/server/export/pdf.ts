import { exportMessages } from '#domain/messages.ts';
import type { RoadmapItem } from '#domain/api/roadmap.ts';
import type { AssessmentResults } from '#domain/api/results.ts';
import { MAX_SCORE, SCORE_BANDS, scoreBand, scoreBandStep } from '#domain/scoring.ts';
import { assessmentHeading } from '#domain/assessment-name.ts';
import { favourabilityShares, type Favourability } from '#domain/favourability.ts';

const COLOURS = { ink: '#0f172a', muted: '#475569', rule: '#cbd5e1', track: '#e2e8f0', brand: '#4338ca' };
/** "62% favourable (4 preferred not to say)", or nothing where favourability was never counted. */
function favourableText(favourability: Favourability | null): string | null {
  const shares = favourability ? favourabilityShares(favourability) : null;
  if (!favourability || !shares) return null;
  return `${shares.agree}% favourable${favourability.preferNotToSay > 0 ? ` (${favourability.preferNotToSay} preferred not to say)` : ''}`;
}

const longDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** An A4 report of one assessment's shown results and its roadmap, as a PDF buffer. */
export async function exportPdf(organisationName: string, results: AssessmentResults, roadmap: RoadmapItem[], exportDate: Date): Promise<Buffer> {
  // Loaded on the first export, not at start-up: pdfkit and its font tables are about 20 MB
  // of memory that a server which never exports a PDF should not hold.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `CultureLens report: ${results.assessment.title}`, Author: 'CultureLens', Subject: organisationName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  const heading = (text: string) => {
    doc.moveDown(1.2).fillColor(COLOURS.ink).font('Helvetica-Bold').fontSize(14).text(text, left);
    doc.moveTo(left, doc.y + 3).lineTo(left + width, doc.y + 3).strokeColor(COLOURS.rule).lineWidth(1).stroke();
    doc.moveDown(0.6);
  };

  // Title block
  doc.fillColor(COLOURS.brand).font('Helvetica-Bold').fontSize(11).text('CultureLens', left);
  doc.fillColor(COLOURS.ink).fontSize(22).text('Assessment report', left);
  doc.moveDown(0.3).font('Helvetica').fontSize(12).fillColor(COLOURS.muted);
  doc.text(`Organisation: ${organisationName}`);
  doc.text(`Assessment: ${assessmentHeading(results.assessment)} · ${results.assessment.status}`);
  doc.text(`Exported: ${longDate(exportDate)}`);

  heading('Summary');
  const figures: [string, string][] = [
    ['Responses', `${results.responses} completed`],
    ['Completion rate', `${results.completion.rate.toFixed(1)}% (${results.completion.completed} of ${results.completion.activePeople} people)`],
    ['Overall score', results.overall.score === null ? 'Hidden: no domain has 6 responses yet' : `${results.overall.score.toFixed(2)} out of ${MAX_SCORE.toFixed(1)} (${scoreBand(results.overall.score)})`],
  ];
  for (const [label, value] of figures) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOURS.ink).text(label, left, y, { width: 140 });
    doc.font('Helvetica').text(value, left + 150, y, { width: width - 150 });
    doc.moveDown(0.3);
  }

  heading('Domain scores');
  const barLeft = left + 170;
  const barWidth = width - 170 - 168;
  for (const domain of results.domains) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.ink).text(domain.label, left, y + 2, { width: 160 });
    if (domain.canShow) {
      const colour = scoreBandStep(domain.meanScore).colour;
      doc.rect(barLeft, y, barWidth, 14).fill(COLOURS.track);
      doc.rect(barLeft, y, (barWidth * domain.meanScore) / MAX_SCORE, 14).fill(colour);
      doc.font('Helvetica').fontSize(10).fillColor(COLOURS.ink).text(`${domain.meanScore.toFixed(2)} · ${scoreBand(domain.meanScore)} · n=${domain.responseCount}`, barLeft + barWidth + 8, y + 2, { width: 160 });
      const favourable = favourableText(domain.favourability);
      if (favourable) doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted).text(favourable, barLeft + barWidth + 8, y + 14, { width: 160 });
    } else {
      doc.rect(barLeft, y, barWidth, 14).dash(3, { space: 3 }).strokeColor(COLOURS.muted).stroke().undash();
      doc.font('Helvetica-Oblique').fontSize(10).fillColor(COLOURS.muted).text('Hidden: fewer than 6 responses', barLeft + 6, y + 2, { width: barWidth });
    }
    doc.y = y + 28;
  }
  const legend = SCORE_BANDS.map((step) => `${step.band} ${step.range}`).join('; ');
  doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted).text(`Bars show the mean answer out of 5, coloured by band: ${legend}. Favourable is the share of answers of 4 or 5.`, left, doc.y, { width });

  heading('Priority actions');
  if (roadmap.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(COLOURS.muted).text('No roadmap has been generated for this assessment yet.', left, doc.y, { width });
  }
  for (const item of roadmap) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOURS.ink).text(`${item.priority}. ${item.title}`, left, doc.y, { width });
    doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted).text(`${item.domainLabel} · ${item.timeframe} · Owner: ${item.ownerHint} · Status: ${item.status.replace('_', ' ')}`, { width });
    doc.fillColor(COLOURS.ink).text(item.rationale, { width });
    doc.text(`First step: ${item.firstStep}`, { width });
    doc.moveDown(0.6);
  }

  heading('Privacy');
  doc.font('Helvetica').fontSize(10).fillColor(COLOURS.ink).text(exportMessages.privacyNote, left, doc.y, { width });
  doc.end();
  return finished;
}

import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anonymityMessage } from '#domain/messages.ts';
import { DomainScoreList, OverallScoreStat, StatGrid } from './score-parts.tsx';
import { hiddenDomains, shownDomains } from './test-fixtures.ts';
import { i18n } from '@lingui/core';

describe('the domain score list', () => {
  it('shows hidden domains with the anonymity message and no number', () => {
    const { container } = render(<DomainScoreList domains={hiddenDomains} hiddenMessage={i18n._(anonymityMessage('assessment', 4))} />);
    expect(screen.getByText('This assessment needs at least 6 responses to show results. Currently have 4 responses.')).toBeTruthy();
    for (const label of ['Leadership & Governance', 'Recruitment & Hiring', 'Culture & Belonging'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getAllByText('Fewer than 6 responses')).toHaveLength(3);
    // No mean, no band, no bar: nothing was sent to show.
    expect(container.textContent).not.toMatch(/\d\.\d/);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).not.toMatch(/Excellent|Good|Fair|Needs Improvement|Poor/);
  });

  it('shows a shown domain with its mean out of 5.0, band and count, and a bar named with both', () => {
    render(<DomainScoreList domains={shownDomains} hiddenMessage={i18n._(anonymityMessage('dashboard', 12))} />);
    const item = screen.getByText('Leadership & Governance').closest('li');
    expect(item).not.toBeNull();
    const row = within(item as HTMLElement);
    expect(row.getByText('3.45 / 5.0')).toBeTruthy();
    // Dashboard bands: 3.45 is Needs Improvement (≥ 3, < 3.5).
    expect(row.getByText('Needs Improvement')).toBeTruthy();
    expect(row.getByText('12 responses')).toBeTruthy();
    const bar = row.getByRole('img', { name: 'Leadership & Governance: 3.45 out of 5.0, Needs Improvement' });
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('69%');
    // Beside the mean, how the answers split; none for a domain published before values were counted.
    expect(row.getByText('50% agree, 25% neutral, 25% disagree; 4 preferred not to say')).toBeTruthy();
    expect(row.getByText('4 preferred not to say')).toBeTruthy();
    const recruitment = within(screen.getByText('Recruitment & Hiring').closest('li') as HTMLElement);
    expect(recruitment.getByText('2.80 / 5.0')).toBeTruthy();
    expect(recruitment.queryByText(/agree|neutral|disagree/)).toBeNull();
    // Some domains shown: no blanket anonymity message.
    expect(screen.queryByText(/Invite at least 6 people/)).toBeNull();
  });

  it('mixes shown and hidden domains, each saying what it is', () => {
    const [first, second] = shownDomains;
    if (!first || !second) throw new Error('fixture');
    render(
      <DomainScoreList
        domains={[first, { domain: second.domain, label: second.label, canShow: false, favourability: null }]}
        hiddenMessage={i18n._(anonymityMessage('dashboard', 7))}
      />,
    );
    expect(screen.getByText('3.45 / 5.0')).toBeTruthy();
    expect(screen.getAllByText('Fewer than 6 responses')).toHaveLength(1);
    expect(screen.queryByText(/Currently have/)).toBeNull();
  });
});

describe('the overall score stat', () => {
  it('shows the score out of 5.0 with its band, or the anonymity message', () => {
    const { rerender } = render(
      <StatGrid>
        <OverallScoreStat overall={{ canShow: true, score: 4.5 }} hiddenMessage="hidden" />
      </StatGrid>,
    );
    expect(screen.getByText('4.50 / 5.0')).toBeTruthy();
    expect(screen.getByText('Excellent')).toBeTruthy();
    rerender(
      <StatGrid>
        <OverallScoreStat overall={{ canShow: false, score: null }} hiddenMessage={i18n._(anonymityMessage('dashboard', 5))} />
      </StatGrid>,
    );
    expect(screen.getByText('Invite at least 6 people to unlock dashboards and analytics. Currently have 5 responses.')).toBeTruthy();
    expect(screen.queryByText(/\/ 5\.0/)).toBeNull();
  });
});

import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors } from './support/browser.ts';
import { expectNoAxeViolations } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const mailDomain = '@aldergrovetechnology.co.uk';

interface PublicPage {
  path: string;
  name: string;
  title: string;
  h1: string;
  headings: string[];
  links: { name: string | RegExp; href: string }[];
  texts: string[];
}

// The same times the app shows before an assessment starts (derived from each question set).
const durations = ['2-3 minutes', '3-4 minutes'];
const processSteps = ['Step 1: Design', 'Step 2: Deploy', 'Step 3: Analyse', 'Step 4: Act'];

const publicPages: PublicPage[] = [
  {
    path: '/consulting',
    name: 'consulting',
    title: 'Aldergrove Technology — ethical AI, AI training and blockchain',
    h1: 'Ethical AI that your people can trust',
    headings: [
      'Services',
      'AI Automation',
      'AI Training Services',
      'Blockchain Development',
      'Why choose Aldergrove Technology',
      'Our approach',
      'Our leadership team',
      'Not sure where AI fits?',
      'Contact us',
      'Company registration',
    ],
    links: [
      { name: 'More about Aldergrove Technology', href: '/about' },
      { name: 'Meet the leadership team', href: '/team' },
      { name: 'About us', href: '/about' },
      { name: 'Leadership team', href: '/team' },
      { name: 'CultureLens platform', href: '/' },
      { name: 'Privacy notice', href: '/privacy' },
      { name: 'Terms of use', href: '/terms' },
    ],
    texts: ['50+', '100%', '24/7', '500+', '95%', 'Company number', 'VAT number'],
  },
  {
    path: '/about',
    name: 'about',
    title: 'About us — Aldergrove Technology',
    h1: 'About Aldergrove Technology',
    headings: ['Our mission', 'Our vision', 'Our values', 'Our approach', 'Our expertise', 'Company information'],
    links: [
      { name: 'Meet the leadership team', href: '/team' },
      { name: 'Contact us', href: '/consulting#contact' },
      { name: 'privacy notice', href: '/privacy' },
    ],
    texts: ['Aldergrove Technology Ltd', 'Registered office', 'VAT number'],
  },
  {
    path: '/team',
    name: 'team',
    title: 'Leadership team — Aldergrove Technology',
    h1: 'Meet our leadership team',
    headings: ['Leadership', 'Eleanor Hartley', 'Tom Fairbairn', 'Our team values', 'Why join us'],
    links: [{ name: 'Or send us a message', href: '/consulting#contact' }],
    texts: ['Managing Director', 'Chief Technology Officer'],
  },
  {
    path: '/features',
    name: 'features',
    title: 'Platform features — CultureLens',
    h1: 'Platform features',
    headings: ['What CultureLens does', 'Service targets', 'AI survey features', 'How an assessment works', ...processSteps],
    links: [
      { name: 'Try AI Surveys', href: '/dashboard' },
      { name: 'Sign in to CultureLens', href: '/login' },
      { name: 'Read about each assessment', href: '/assessments' },
    ],
    texts: [...durations, '99.9%', 'Under 2s', '24/7'],
  },
  {
    path: '/assessments',
    name: 'assessments',
    title: 'Assessments — CultureLens',
    h1: 'Culture assessments',
    headings: ['The assessment process', ...processSteps, 'Choose an assessment', 'Time to complete', 'How anonymity is protected'],
    links: [
      { name: 'Try AI Surveys', href: '/dashboard' },
      { name: 'Sign in to CultureLens', href: '/login' },
    ],
    texts: durations,
  },
  {
    path: '/help',
    name: 'help',
    title: 'Help — CultureLens',
    h1: 'Help and user guide',
    headings: [
      'For organisation administrators',
      'Create your organisation',
      'Invite people',
      'Open an assessment',
      'For employees',
      'Answer one statement at a time',
      'Why results need at least six respondents',
    ],
    links: [
      { name: 'create an organisation', href: '/register-organisation' },
      { name: 'contact CultureLens support', href: '/support' },
    ],
    texts: ['Prefer not to say'],
  },
  {
    path: '/support',
    name: 'support',
    title: 'Support — CultureLens',
    h1: 'Get help with CultureLens',
    headings: ['Who to ask first', 'Contact support', 'Response times', 'What to include'],
    links: [
      { name: 'user guide', href: '/help' },
      { name: 'privacy notice', href: '/privacy' },
      { name: 'Call support on 020 7946 0654', href: 'tel:+442079460654' },
    ],
    texts: [`support${mailDomain}`, 'one working day'],
  },
  {
    path: '/terms',
    name: 'terms',
    title: 'Terms of use — CultureLens',
    h1: 'Terms of use',
    headings: ['Contents', '1. About these terms', '7. Anonymity safeguards and their limits', '14. Contact'],
    links: [{ name: 'privacy notice', href: '/privacy' }],
    texts: ['23 November 2026', 'England and Wales'],
  },
  {
    path: '/privacy',
    name: 'privacy',
    title: 'Privacy notice — CultureLens',
    h1: 'Privacy notice',
    headings: ['1. Who is responsible for your data', '2. What CultureLens stores', 'Your answers', 'Your participation'],
    links: [{ name: 'terms of use', href: '/terms' }],
    texts: ['23 November 2026', 'alpha-v1', 'six distinct respondents', 'controller'],
  },
];

/** Heading levels as they appear in the document, to check there is one h1 and no level is skipped. */
async function headingLevels(page: Page): Promise<number[]> {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((elements) => elements.map((element) => Number(element.tagName[1])));
}

async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

function parseMailto(href: string | null) {
  expect(href).toMatch(/^mailto:/);
  const url = new URL(href ?? '');
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('public platform and consultancy pages in the browser', () => {
  const { app, browser } = useAppInBrowser();
  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
  });

  async function open(path: string, width = 1280) {
    const page = await browser.newPage();
    await page.setViewportSize({ width, height: 900 });
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(`${app.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return { page, consoleErrors };
  }

  it.each(publicPages)('$path has its headings and links, passes axe, fits 360 px and is screenshotted', async (spec) => {
    const { page, consoleErrors } = await open(spec.path);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(spec.h1);
    await expect.poll(() => page.title()).toBe(spec.title);
    const levels = await headingLevels(page);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    for (const heading of spec.headings) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBeGreaterThan(0);
    }
    for (const link of spec.links) {
      const href = await page.getByRole('link', { name: link.name, exact: true }).first().getAttribute('href');
      expect(href, String(link.name)).toBe(link.href);
    }
    for (const text of spec.texts) {
      expect(await page.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    }
    // Every mail link names its subject and writes to the one company domain.
    for (const href of await page.locator('a[href^="mailto:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      const mail = parseMailto(href);
      expect(mail.to.endsWith(mailDomain), mail.to).toBe(true);
      expect(mail.subject).toBeTruthy();
    }

    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${screenshotDir}${spec.name}-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}${spec.name}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await overflowsHorizontally(page)).toBe(false);

    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it.each([1280, 390])('the consultancy navigation at %i px scrolls each section into view below the sticky header', async (width) => {
    const { page, consoleErrors } = await open('/consulting', width);
    const navigation = page.getByRole('navigation', { name: 'Main' });

    for (const [label, id, heading] of [
      ['Contact', 'contact', 'Contact us'],
      ['Services', 'services', 'Services'],
      ['Team', 'team', 'Our leadership team'],
      ['About', 'about', 'Why choose Aldergrove Technology'],
    ] as const) {
      await navigation.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${app.baseUrl}/consulting#${id}`);
      const headingBox = () =>
        page.getByRole('heading', { level: 2, name: heading, exact: true }).evaluate((element) => {
          const header = document.querySelector('header')?.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return { visible: box.top >= (header?.bottom ?? 0) && box.bottom <= window.innerHeight };
        });
      await expect.poll(headingBox, { timeout: 5000 }).toEqual({ visible: true });
      // Focus follows, so the next Tab continues from the chosen section.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
    }

    // From a sub-page, the same link leads back to the section on the home page.
    await page.getByRole('link', { name: 'Leadership team', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/team`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Meet our leadership team');
    await navigation.getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/consulting#services`);
    await expect
      .poll(() => page.locator('#services').evaluate((element) => element.getBoundingClientRect().top < window.innerHeight / 2))
      .toBe(true);

    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('prefills the subject and body of demo, sales and support e-mails', async () => {
    const { page } = await open('/assessments');
    const deib = parseMailto(await page.getByRole('link', { name: 'Book a demo of the DEIB assessment' }).getAttribute('href'));
    expect(deib.to).toBe(`sales${mailDomain}`);
    expect(deib.subject).toBe('Demo request: the DEIB assessment');
    expect(deib.body).toContain('I would like to book a demo of the DEIB assessment.');
    expect(deib.body).toContain('\r\nOrganisation:');

    for (const area of ['workforce transformation', 'people-first maturity', 'culture change readiness']) {
      const mail = parseMailto(await page.getByRole('link', { name: `Book a demo of the ${area} assessment` }).getAttribute('href'));
      expect(mail.subject).toBe(`Demo request: the ${area} assessment`);
      expect(mail.body).toContain(area);
    }

    const sales = parseMailto(await page.getByRole('link', { name: 'Contact sales about assessments' }).getAttribute('href'));
    expect(sales.to).toBe(`sales${mailDomain}`);
    expect(sales.subject).toBe('Sales enquiry: CultureLens assessments');
    expect(sales.body).toContain('CultureLens assessments');

    await page.goto(`${app.baseUrl}/features`);
    const featureSales = parseMailto(await page.getByRole('link', { name: 'Contact sales about the platform' }).getAttribute('href'));
    expect(featureSales.subject).toBe('Sales enquiry: CultureLens platform features');
    expect(featureSales.body).toBeTruthy();

    await page.goto(`${app.baseUrl}/support`);
    const support = parseMailto(await page.getByRole('link', { name: 'E-mail support' }).getAttribute('href'));
    expect(support.to).toBe(`support${mailDomain}`);
    expect(support.subject).toBe('CultureLens support request');
    expect(support.body).toContain('What happened instead');

    await page.goto(`${app.baseUrl}/consulting`);
    const discovery = parseMailto(await page.getByRole('link', { name: 'Book a discovery call' }).getAttribute('href'));
    expect(discovery.subject).toBe('Discovery call with Aldergrove Technology');
    expect(discovery.body).toContain('discovery call');

    await page.goto(`${app.baseUrl}/team`);
    const member = parseMailto(await page.getByRole('link', { name: 'E-mail Eleanor Hartley' }).getAttribute('href'));
    expect(member.to).toBe(`eleanor.hartley${mailDomain}`);
    expect(member.subject).toBeTruthy();
    const profileLinks = await page
      .getByRole('link', { name: 'Aldergrove Technology on LinkedIn' })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(profileLinks).toHaveLength(6);
    for (const href of profileLinks) expect(href).toMatch(/^https:\/\/www\.linkedin\.com\/company\//);
    await page.close();
  });

  it('checks the contact form in the browser: field errors for bad input, typed values kept, nothing sent', async () => {
    const { page, consoleErrors } = await open('/consulting#contact', 390);
    const contactRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) contactRequests.push(request.url());
    });
    const form = page.getByRole('form', { name: 'Send us a message' });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });

    await field('First name').fill('Ada');
    await field('Email').fill('ada.example.com');
    await field('Company').fill('Analytical Engines Ltd');
    await field('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect.poll(() => form.getByText('Last name is required').count()).toBe(1);
    expect(await form.getByText('Please enter a valid email address.').count()).toBe(1);
    expect(await form.getByText('Message must be at least 10 characters').count()).toBe(1);
    expect(await form.getByText('First name is required').count()).toBe(0);
    expect(await field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(await field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await field('First name').getAttribute('aria-invalid')).toBeNull();
    // The error is announced with its field, and focus goes to the first problem.
    expect(await field('Email').getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('lastName');

    expect(await field('First name').inputValue()).toBe('Ada');
    expect(await field('Email').inputValue()).toBe('ada.example.com');
    expect(await field('Company').inputValue()).toBe('Analytical Engines Ltd');
    expect(await field('Message').inputValue()).toBe('Too short');

    // Correcting a field clears its error; the others stay until they are corrected too.
    await field('Email').fill('ada@example.com');
    await expect.poll(() => form.getByText('Please enter a valid email address.').count()).toBe(0);
    expect(await form.getByText('Last name is required').count()).toBe(1);

    await field('First name').fill('x'.repeat(101));
    await field('Last name').fill('Lovelace');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => form.getByText('First name must be at most 100 characters').count()).toBe(1);

    await expectNoAxeViolations(page);
    expect(contactRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});

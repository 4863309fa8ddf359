import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/app-in-browser.ts';

/** The consultancy's contact form sends for real: stored, and mailed to sales through SMTP. */
describe('the contact form', () => {
  const { app, browser, sink } = useAppInBrowser({ env: { SALES_EMAIL: 'sales@aldergrove.test' }, mail: true });

  it('sends an enquiry to the sales mailbox with the sender as reply-to, and confirms it', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.baseUrl}/consulting#contact`);
    const form = page.locator('form');
    await form.getByLabel(/^First name/).fill('Margaret');
    await form.getByLabel(/^Last name/).fill('Hamilton');
    await form.getByLabel(/^Email/).fill('margaret@example.test');
    await form.getByLabel(/^Company/).fill('Apollo Guidance Ltd');
    await form.getByLabel(/^Message/).fill('We would like to talk about AI training for our engineering teams.');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect.poll(() => page.getByText('Thank you — your message has been sent.', { exact: false }).count()).toBe(1);
    expect(await form.getByLabel(/^Message/).inputValue()).toBe('');
    const mail = await sink.waitFor((received) => received.to.includes('sales@aldergrove.test'));
    expect(mail.subject).toBe('Website enquiry from Margaret Hamilton (Apollo Guidance Ltd)');
    expect(mail.text).toContain('We would like to talk about AI training for our engineering teams.');
    await page.close();
  });
});

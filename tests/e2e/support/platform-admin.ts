import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { MailboxResponseSchema } from '#domain/api/mail.ts';
import type { ApiClient } from './api.ts';
import { enrolOnTwoStepPage, heading } from './pages.ts';

/** The first link e-mailed to `email` (the local mailbox of an app started without SMTP). */
async function firstLinkTo(client: ApiClient, email: string): Promise<string> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const { messages } = await client.requestParsed(MailboxResponseSchema, '/api/mailbox');
    const link = messages.filter((message) => message.to.includes(email)).flatMap((message) => message.links)[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email}`);
}

/**
 * The platform administrator appointed by PLATFORM_ADMIN_EMAIL at start-up, as they begin: the
 * e-mailed link to choose a password, then sign-in with two-step set up, landing on /platform.
 */
export async function signInAsAppointedPlatformAdmin(
  page: Page,
  client: ApiClient,
  baseUrl: string,
  staff: { email: string; password: string },
): Promise<void> {
  await page.goto(await firstLinkTo(client, staff.email));
  await expect.poll(() => heading(page).textContent()).toBe('Choose a new password');
  await page.getByLabel(/^New password/).fill(staff.password);
  await page.getByLabel(/^Confirm new password/).fill(staff.password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Password changed');
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel(/^Password/).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await enrolOnTwoStepPage(page, staff);
  await page.waitForURL(`${baseUrl}/platform`);
}

// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderWithApp, signedOut, stubApi } from '#web/test-support.tsx';
import { ContactForm } from './contact-form.tsx';

const routes = [{ path: '/consulting', element: <ContactForm /> }];
const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label}`) });
function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('the contact form', () => {
  it('shows the rules beside the fields, focuses the first problem, keeps what was typed and sends nothing', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: '/consulting' });
    await screen.findByRole('heading', { name: 'Send us a message' });
    fill({ 'First name': 'Ada', Email: 'ada.example.com', Message: 'Too short' });
    send();

    expect(await screen.findByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.queryByText('First name is required')).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('lastName'));
    expect(field('Email').value).toBe('ada.example.com');

    // Correcting a field clears its error; the others stay until they are corrected too.
    fill({ Email: 'ada@example.com' });
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address.')).toBeNull());
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(api.callsTo('POST', '/api/contact')).toEqual([]);
  });

  it("sends a valid enquiry, says thank you and empties the form; the server's field issues land beside the fields", async () => {
    let answer = apiError(400, 'validation_failed', 'Some fields are missing or invalid.', [
      { path: 'company', message: 'Company must be on one line, without tabs or line breaks.' },
      { path: 'lastName', message: 'Last name must be on one line, without tabs or line breaks.' },
    ]);
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut), 'POST /api/contact': () => answer });
    renderWithApp(routes, { path: '/consulting' });
    await screen.findByRole('heading', { name: 'Send us a message' });
    fill({
      'First name': ' Margaret ',
      'Last name': 'Hamilton',
      Email: 'margaret@example.test',
      Company: 'Apollo',
      Message: 'We would like to talk.',
    });
    send();
    expect(await screen.findByText('Company must be on one line, without tabs or line breaks.')).toBeTruthy();
    expect(screen.getByText('Last name must be on one line, without tabs or line breaks.')).toBeTruthy();
    // Focus goes to the first problem in the form's order, not the server's.
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('lastName'));
    expect(screen.queryByText('Your message was not sent')).toBeNull();

    answer = json(200, { received: true });
    send();
    expect(await screen.findByText(/Thank you — your message has been sent/)).toBeTruthy();
    expect(field('Message').value).toBe('');
    expect(api.callsTo('POST', '/api/contact').map((call) => call.body)).toEqual([
      { firstName: 'Margaret', lastName: 'Hamilton', email: 'margaret@example.test', company: 'Apollo', message: 'We would like to talk.' },
      { firstName: 'Margaret', lastName: 'Hamilton', email: 'margaret@example.test', company: 'Apollo', message: 'We would like to talk.' },
    ]);
  });

  it('says in a toast when the message could not be sent, and keeps it', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/contact': () => apiError(429, 'rate_limited', 'Too many attempts. Please wait a moment and try again.'),
    });
    renderWithApp(routes, { path: '/consulting' });
    await screen.findByRole('heading', { name: 'Send us a message' });
    fill({ 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Message: 'About training for our teams.' });
    send();
    expect(await screen.findByText('Your message was not sent')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait a moment and try again.')).toBeTruthy();
    expect(field('Message').value).toBe('About training for our teams.');
  });

  it('says in a toast when the server refuses something that is not a field of the form', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/contact': () =>
        apiError(400, 'validation_failed', 'Some fields are missing or invalid.', [
          { path: 'website', message: 'Unrecognised key: website' },
        ]),
    });
    renderWithApp(routes, { path: '/consulting' });
    await screen.findByRole('heading', { name: 'Send us a message' });
    fill({ 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Message: 'About training for our teams.' });
    send();
    expect(await screen.findByText('Your message was not sent')).toBeTruthy();
    expect(screen.getByText('Some fields are missing or invalid.')).toBeTruthy();
    expect(field('Message').value).toBe('About training for our teams.');
  });
});

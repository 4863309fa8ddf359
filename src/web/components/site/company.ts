import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Facts about the company behind CultureLens, shared by every public page (platform,
 * consultancy, legal) so an address or number is written once.
 * The phone numbers are from Ofcom's range reserved for drama (020 7946 0xxx). Names, numbers and
 * the address stay as registered; the facts said in words read in the language shown.
 */
export const company = {
  productName: 'CultureLens',
  tradingName: 'Aldergrove Technology',
  legalName: 'Aldergrove Technology Ltd',
  groupName: 'Aldergrove Group',
  domain: 'aldergrovetechnology.co.uk',
  companyNumber: '14837206',
  get registeredIn(): string {
    return i18n._(msg`England and Wales`);
  },
  vatNumber: 'GB 412 7093 58',
  registeredOffice: ['Aldergrove House', '7 Meadow Wharf', 'Reading', 'RG1 8AD', 'United Kingdom'],
  professionalNetworkUrl: 'https://www.linkedin.com/company/aldergrove-technology',
  get officeHours(): string {
    return i18n._(msg`Monday to Friday, 9:00 to 17:30 UK time, except bank holidays in England`);
  },
} as const;

export interface PhoneNumber {
  /** As written for people, in UK format. */
  display: string;
  /** E.164, for tel: links. */
  e164: string;
}

export const phones = {
  sales: { display: '020 7946 0321', e164: '+442079460321' },
  support: { display: '020 7946 0654', e164: '+442079460654' },
  office: { display: '020 7946 0100', e164: '+442079460100' },
} as const satisfies Record<string, PhoneNumber>;

export const emails = {
  sales: `sales@${company.domain}`,
  support: `support@${company.domain}`,
  enquiries: `hello@${company.domain}`,
  privacy: `privacy@${company.domain}`,
  security: `security@${company.domain}`,
  careers: `careers@${company.domain}`,
} as const;

export function telHref(phone: PhoneNumber): string {
  return `tel:${phone.e164}`;
}

/**
 * A mailto: link with a prefilled subject and body. Encoded with encodeURIComponent rather
 * than URLSearchParams: mail clients show the latter's "+" for spaces literally.
 */
export function mailtoHref(address: string, { subject, body }: { subject: string; body?: string }): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  // RFC 6068: line breaks in a body are CRLF.
  if (body !== undefined) query.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:${address}?${query.join('&')}`;
}

/** A sales e-mail asking for a demo, with the details sales needs to reply usefully, in the language shown. */
export function demoRequestHref(interest: string): string {
  return mailtoHref(emails.sales, {
    subject: i18n._(msg`Demo request: ${interest}`),
    body: i18n._(
      msg`Hello CultureLens team,

I would like to book a demo of ${interest}.

Organisation:
Number of employees:
What we would like to learn about our culture:
Times that suit me:

Thank you,`,
    ),
  });
}

export function salesEnquiryHref(topic: string): string {
  return mailtoHref(emails.sales, {
    subject: i18n._(msg`Sales enquiry: ${topic}`),
    body: i18n._(
      msg`Hello CultureLens team,

I would like to talk to someone about ${topic}.

Organisation:
Number of employees:
Best way and time to reach me:

Thank you,`,
    ),
  });
}

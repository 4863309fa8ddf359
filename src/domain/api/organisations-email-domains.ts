export const EMAIL_DOMAIN_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type EmailDomainRequestStatus = (typeof EMAIL_DOMAIN_REQUEST_STATUSES)[number];

import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Headers by which a proxy tells the app about the client it stands in for. */
function isForwardingHeader(name: string): boolean {
  return (
    name === 'forwarded' ||
    name === 'via' ||
    name.startsWith('x-forwarded') ||
    name.startsWith('forwarded-') ||
    name === 'x-real-ip' ||
    name.endsWith('-client-ip') ||
    name.endsWith('-connecting-ip') ||
    name === 'x-original-forwarded-for'
  );
}

/**
 * Same machine, no proxy: the socket's own peer is loopback (never `request.ip`, which a
 * trusted proxy's headers decide), and no forwarding header of any kind is present. A proxy
 * on this machine makes every visitor look local, and not every proxy sends X-Forwarded-For
 * (some send only X-Real-IP); a request bearing any of them is treated as from outside.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  return !Object.keys(request.headers).some((name) => isForwardingHeader(name.toLowerCase()));
}

export type MailboxAvailability = { mailTransport: 'smtp' | 'mailbox'; production: boolean };

/** The local mailbox exists for trying CultureLens: only without SMTP, and never in production. */
export function mailboxIsOpen(availability: MailboxAvailability): boolean {
  return availability.mailTransport === 'mailbox' && !availability.production;
}

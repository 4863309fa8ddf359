import { X509Certificate } from 'node:crypto';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DOMParser } from '@xmldom/xmldom';
import { z } from 'zod';
import { schemaText } from '#domain/schema-language.ts';
import { SamlSettingsInputSchema, SamlSettingsSchema, type SamlSettings } from '#domain/sso-saml-settings.ts';

const METADATA_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** Why pasted metadata cannot be used, in words an administrator can act on. */
const metadataProblems = {
  notXml: msg`The metadata is not well-formed XML.`,
  notOneProvider: msg`The metadata must describe exactly one identity provider (one EntityDescriptor with an IDPSSODescriptor).`,
  noRedirect: msg`The metadata has no single sign-on service with the HTTP-Redirect binding, which CultureLens uses to send people to sign in.`,
  noCertificate: msg`The metadata has no signing certificate.`,
} satisfies Record<string, MessageDescriptor>;

class MetadataProblem extends Error {
  constructor(readonly problem: MessageDescriptor) {
    super(problem.message);
  }
}

function childElements(parent: Element, namespace: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE) {
      const element = node as Element;
      if (element.namespaceURI === namespace && element.localName === localName) found.push(element);
    }
  }
  return found;
}

function parseXml(xml: string): Element {
  let failed = false;
  // xmldom resolves no external entities and loads nothing: the text is all it reads.
  const parser = new DOMParser({
    errorHandler: { warning: () => undefined, error: () => (failed = true), fatalError: () => (failed = true) },
  });
  const root = parser.parseFromString(xml, 'text/xml').documentElement;
  if (failed || !root) throw new MetadataProblem(metadataProblems.notXml);
  return root;
}

function signingCertificates(descriptor: Element): string[] {
  return childElements(descriptor, METADATA_NS, 'KeyDescriptor')
    .filter((key) => ['', 'signing'].includes(key.getAttribute('use') ?? ''))
    .flatMap((key) => childElements(key, DSIG_NS, 'KeyInfo'))
    .flatMap((info) => childElements(info, DSIG_NS, 'X509Data'))
    .flatMap((data) => childElements(data, DSIG_NS, 'X509Certificate'))
    .map((certificate) => (certificate.textContent ?? '').trim())
    .filter((text) => text !== '');
}

/**
 * The three settings out of an identity provider's metadata (SAML metadata 2.2 and 2.4.3):
 * its entity ID, its HTTP-Redirect single sign-on URL and its signing certificates. The
 * metadata's own signature is not checked: the administrator pasting it is the trust.
 */
export function readIdentityProviderMetadata(xml: string): unknown {
  const root = parseXml(xml);
  if (root.namespaceURI !== METADATA_NS || root.localName !== 'EntityDescriptor')
    throw new MetadataProblem(metadataProblems.notOneProvider);
  const [descriptor, ...others] = childElements(root, METADATA_NS, 'IDPSSODescriptor');
  if (!descriptor || others.length > 0) throw new MetadataProblem(metadataProblems.notOneProvider);
  const redirect = childElements(descriptor, METADATA_NS, 'SingleSignOnService').find(
    (service) => service.getAttribute('Binding') === REDIRECT_BINDING,
  );
  if (!redirect) throw new MetadataProblem(metadataProblems.noRedirect);
  const certificates = signingCertificates(descriptor);
  if (certificates.length === 0) throw new MetadataProblem(metadataProblems.noCertificate);
  return { idpEntityId: root.getAttribute('entityID') ?? '', ssoUrl: redirect.getAttribute('Location') ?? '', certificates };
}

function isUsableCertificate(pem: string): boolean {
  try {
    const type = new X509Certificate(pem).publicKey.asymmetricKeyType;
    return type === 'rsa' || type === 'ec';
  } catch {
    return false;
  }
}

const unusableCertificate = msg`A signing certificate could not be read as an RSA or EC X.509 certificate.`;

/**
 * The SAML protocol's settings schema: what an administrator sends (metadata XML or the
 * fields), checked and turned into the stored fields; stored settings pass it unchanged.
 */
export const SamlSettingsFromInputSchema = SamlSettingsInputSchema.transform((input, context): SamlSettings => {
  if (!('metadataXml' in input)) return input;
  try {
    const read = SamlSettingsSchema.safeParse(readIdentityProviderMetadata(input.metadataXml));
    if (read.success) return read.data;
    for (const issue of read.error.issues) context.addIssue({ code: 'custom', path: ['metadataXml'], message: issue.message });
  } catch (error) {
    if (!(error instanceof MetadataProblem)) throw error;
    context.addIssue({ code: 'custom', path: ['metadataXml'], message: schemaText(error.problem) });
  }
  return z.NEVER;
}).superRefine((settings, context) => {
  settings.certificates.forEach((pem, index) => {
    if (!isUsableCertificate(pem))
      context.addIssue({ code: 'custom', path: ['certificates', index], message: schemaText(unusableCertificate) });
  });
});

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as xmllint from '@authenio/samlify-node-xmllint';
import * as samlify from 'samlify';

// A SAML identity provider for tests: samlify in identity-provider mode, with keys made for
// tests only (tests/support/saml/*.pem, self-signed, never used anywhere else). It reads our
// service provider's real metadata and real AuthnRequests (checked against the SAML schemas
// by xmllint compiled to JavaScript, so no Java is needed), and answers with responses a test
// can bend: each attack on our service provider is one option here.

samlify.setSchemaValidator(xmllint);

const keyFile = (name: string) => readFileSync(new URL(`./saml/${name}`, import.meta.url), 'utf8');

export const TEST_IDP_KEYS = {
  identityProvider: { privateKey: keyFile('identity-provider.key.pem'), certificate: keyFile('identity-provider.cert.pem') },
  /** A key the organisation never configured: what a forger would sign with. */
  other: { privateKey: keyFile('other-key.key.pem'), certificate: keyFile('other-key.cert.pem') },
};

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const PASSWORD_CONTEXT = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
export const REFEDS_MFA_CONTEXT = 'https://refeds.org/profile/mfa';

const RESPONSE_TEMPLATE = [
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"',
  ' ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}">',
  '<saml:Issuer>{Issuer}</saml:Issuer>',
  '<samlp:Status><samlp:StatusCode Value="{StatusCode}"/></samlp:Status>',
  '<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema"',
  ' ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}">',
  '<saml:Issuer>{Issuer}</saml:Issuer>',
  '<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">{NameID}</saml:NameID>',
  '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">',
  '<saml:SubjectConfirmationData NotOnOrAfter="{NotOnOrAfter}" Recipient="{Recipient}" InResponseTo="{InResponseTo}"/>',
  '</saml:SubjectConfirmation></saml:Subject>',
  '<saml:Conditions NotBefore="{NotBefore}" NotOnOrAfter="{NotOnOrAfter}">',
  '<saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>',
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{SessionIndex}">',
  '<saml:AuthnContext><saml:AuthnContextClassRef>{AuthnContextClassRef}</saml:AuthnContextClassRef></saml:AuthnContext>',
  '</saml:AuthnStatement>',
  '<saml:AttributeStatement>',
  '<saml:Attribute Name="email"><saml:AttributeValue xsi:type="xs:string">{Email}</saml:AttributeValue></saml:Attribute>',
  '<saml:Attribute Name="displayName"><saml:AttributeValue xsi:type="xs:string">{DisplayName}</saml:AttributeValue></saml:Attribute>',
  '</saml:AttributeStatement>',
  '</saml:Assertion></samlp:Response>',
].join('');

/** What a response says; each field defaults to what an honest identity provider would send. */
export type ResponseOptions = {
  email?: string;
  displayName?: string;
  nameId?: string;
  /** The request answered; `null` leaves InResponseTo out (an unsolicited response). */
  inResponseTo?: string | null;
  issuer?: string;
  audience?: string;
  recipient?: string;
  /** The assertion's validity window, by default from now to five minutes on. */
  notBefore?: Date;
  notOnOrAfter?: Date;
  assertionId?: string;
  authnContextClassRef?: string;
  /** What is signed: the assertion, the whole response, both, or nothing. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  /** Whose key signs: the configured one, or a forger's. */
  signingKey?: keyof typeof TEST_IDP_KEYS;
  /** Changes the XML after signing, as an attacker in the middle would. */
  tamper?: (xml: string) => string;
};

export type ReadRequest = { requestId: string; acsUrl: string; issuer: string; relayState: string | undefined };

function signPart(xml: string, part: 'assertion' | 'response', key: keyof typeof TEST_IDP_KEYS): string {
  const { privateKey, certificate } = TEST_IDP_KEYS[key];
  const assertion = "/*[local-name(.)='Response']/*[local-name(.)='Assertion']";
  return samlify.SamlLib.constructSAMLSignature({
    rawSamlMessage: xml,
    privateKey,
    // samlify puts the certificate's base64 text, without PEM armour, into the KeyInfo.
    signingCert: certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, ''),
    signatureAlgorithm: RSA_SHA256,
    isBase64Output: false,
    ...(part === 'assertion'
      ? {
          referenceTagXPath: assertion,
          signatureConfig: { prefix: 'ds', location: { reference: `${assertion}/*[local-name(.)='Issuer']`, action: 'after' } },
        }
      : {
          isMessageSigned: true,
          signatureConfig: {
            prefix: 'ds',
            location: { reference: "/*[local-name(.)='Response']/*[local-name(.)='Issuer']", action: 'after' },
          },
        }),
  });
}

export type TestIdentityProvider = ReturnType<typeof createTestIdentityProvider>;

/** An identity provider whose single sign-on service is at `ssoUrl` (a page of a test server, or any address when nobody visits it). */
export function createTestIdentityProvider({ entityId = 'https://idp.example.test/saml', ssoUrl = 'https://idp.example.test/sso' } = {}) {
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: TEST_IDP_KEYS.identityProvider.privateKey,
    signingCert: TEST_IDP_KEYS.identityProvider.certificate,
    nameIDFormat: ['urn:oasis:names:tc:SAML:2.0:nameid-format:persistent'],
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: ssoUrl }],
    singleLogoutService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: `${ssoUrl}/logout` }],
    requestSignatureAlgorithm: RSA_SHA256,
  });
  const serviceProviderOf = (metadata: string) => samlify.ServiceProvider({ metadata });

  return {
    entityId,
    ssoUrl,
    certificate: TEST_IDP_KEYS.identityProvider.certificate,
    metadataXml: (): string => idp.getMetadata(),

    /** Reads the AuthnRequest our service provider sent the browser to (the HTTP-Redirect binding). */
    async readRequest(serviceProviderMetadata: string, redirectUrl: string): Promise<ReadRequest> {
      const url = new URL(redirectUrl);
      const query = Object.fromEntries(url.searchParams);
      const { extract } = await idp.parseLoginRequest(serviceProviderOf(serviceProviderMetadata), 'redirect', {
        query,
        octetString: url.search.slice(1),
      });
      return {
        requestId: String(extract.request?.id),
        acsUrl: String(extract.request?.assertionConsumerServiceUrl),
        issuer: String(extract.issuer),
        relayState: query.RelayState,
      };
    },

    /** A base64 SAMLResponse for the service provider of `serviceProviderMetadata`, as `options` bend it. */
    async respond(serviceProviderMetadata: string, options: ResponseOptions = {}): Promise<string> {
      const sp = serviceProviderOf(serviceProviderMetadata);
      const spEntityId = sp.entityMeta.getEntityID();
      const acsUrl = String(sp.entityMeta.getAssertionConsumerService('post'));
      const now = new Date();
      const notBefore = options.notBefore ?? now;
      const notOnOrAfter = options.notOnOrAfter ?? new Date(notBefore.getTime() + 5 * 60 * 1000);
      const email = options.email ?? 'ada@example.com';
      const responseId = `_${randomUUID()}`;
      const values: Record<string, string | null> = {
        ID: responseId,
        AssertionID: options.assertionId ?? `_${randomUUID()}`,
        IssueInstant: notBefore.toISOString(),
        Destination: acsUrl,
        InResponseTo: options.inResponseTo ?? null,
        Issuer: options.issuer ?? entityId,
        StatusCode: samlify.Constants.StatusCode.Success,
        NameID: options.nameId ?? `subject-${email}`,
        NotBefore: notBefore.toISOString(),
        NotOnOrAfter: notOnOrAfter.toISOString(),
        Recipient: options.recipient ?? acsUrl,
        Audience: options.audience ?? spEntityId,
        SessionIndex: `_${randomUUID()}`,
        AuthnContextClassRef: options.authnContextClassRef ?? PASSWORD_CONTEXT,
        Email: email,
        DisplayName: options.displayName ?? 'Ada Lovelace',
      };
      const unsigned = samlify.SamlLib.replaceTagsByValue(RESPONSE_TEMPLATE, values);
      const sign = options.sign ?? 'response';
      const key = options.signingKey ?? 'identityProvider';
      let xml: string;
      if (sign === 'response' && key === 'identityProvider') {
        // What an identity provider does by itself: samlify signs the response, as our
        // metadata asks (it does not require the assertion to be signed on its own).
        const { context } = await idp.createLoginResponse(
          sp,
          { extract: { request: { id: values.InResponseTo ?? '' } } },
          'post',
          { email },
          () => ({
            id: responseId,
            context: unsigned,
          }),
        );
        xml = Buffer.from(context, 'base64').toString('utf8');
      } else {
        xml = unsigned;
        if (sign === 'assertion' || sign === 'both') xml = signPart(xml, 'assertion', key);
        if (sign === 'response' || sign === 'both') xml = signPart(xml, 'response', key);
      }
      return Buffer.from(options.tamper ? options.tamper(xml) : xml).toString('base64');
    },
  };
}

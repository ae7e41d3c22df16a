import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const files: Record<string, string> = { '/ca.pem': 'CA PEM', '/rp.pem': 'CERT PEM', '/rp.key': 'KEY PEM' };
const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', ...env }, (file) => {
    if (!(file in files)) throw new Error(`no ${file}`);
    return files[file]!;
  });

describe('BankID and single sign-on configuration', () => {
  it('has neither by default', () => {
    const config = load({});
    expect(config.bankid).toBeUndefined();
    expect(config.sso).toBeUndefined();
  });

  it('reads BankID’s URL and its mutual TLS files', () => {
    const config = load({
      BANKID_URL: 'https://appapi2.test.bankid.com/rp/v6.0',
      BANKID_CA_FILE: '/ca.pem',
      BANKID_CERT_FILE: '/rp.pem',
      BANKID_KEY_FILE: '/rp.key',
      BANKID_KEY_PASSPHRASE: 'qwerty123',
    });
    expect(config.bankid).toEqual({
      url: 'https://appapi2.test.bankid.com/rp/v6.0',
      ca: 'CA PEM',
      cert: 'CERT PEM',
      key: 'KEY PEM',
      passphrase: 'qwerty123',
    });
  });

  it('refuses a BankID URL without the certificate files, and an issuer without a client id', () => {
    expect(() => load({ BANKID_URL: 'https://appapi2.bankid.com/rp/v6.0', BANKID_CA_FILE: '/ca.pem' })).toThrow(ConfigError);
    expect(() => load({ OIDC_ISSUER: 'https://login.example.se/realms/x' })).toThrow(/OIDC_CLIENT_ID/);
  });

  it('reads the identity provider, with the personnummer claim defaulted', () => {
    expect(load({ OIDC_ISSUER: 'https://login.example.se/realms/x', OIDC_CLIENT_ID: 'symptoms' }).sso).toEqual({
      issuer: 'https://login.example.se/realms/x',
      clientId: 'symptoms',
      personnummerClaim: 'personnummer',
    });
  });
});

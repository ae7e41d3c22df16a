import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

interface KeyAndCertificate {
  key: string;
  cert: string;
}

/** The simulator's own PKI: a CA, the server's certificate for loopback and one client certificate for the RP. */
interface SimulatorPki {
  ca: KeyAndCertificate;
  server: KeyAndCertificate;
  client: KeyAndCertificate;
}

function keyPair() {
  // Node makes the key natively (fast); forge only writes the certificates, in plain JavaScript.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    pem: privateKey,
    privateKey: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(publicKey),
  };
}

function certificate(options: {
  commonName: string;
  publicKey: forge.pki.PublicKey;
  signer: forge.pki.rsa.PrivateKey;
  issuer?: forge.pki.Certificate;
  extensions: object[];
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 2 * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: options.commonName },
    { name: 'organizationName', value: 'Symptoms BankID simulator' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(options.issuer ? options.issuer.subject.attributes : subject);
  cert.setExtensions(options.extensions);
  cert.sign(options.signer, forge.md.sha256.create());
  return cert;
}

/**
 * Made fresh at every start, in memory: nothing to install (no openssl) and no private key in the
 * repository. The RP client trusts only this CA, as a real client trusts only BankID's root.
 */
export function createSimulatorPki(): SimulatorPki {
  const caKeys = keyPair();
  const ca = certificate({
    commonName: 'Symptoms BankID Simulator Root CA',
    publicKey: caKeys.publicKey,
    signer: caKeys.privateKey,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const serverKeys = keyPair();
  const server = certificate({
    commonName: 'localhost',
    publicKey: serverKeys.publicKey,
    signer: caKeys.privateKey,
    issuer: ca,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const clientKeys = keyPair();
  const client = certificate({
    commonName: 'Symptoms RP test',
    publicKey: clientKeys.publicKey,
    signer: caKeys.privateKey,
    issuer: ca,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
  });
  const pem = (c: forge.pki.Certificate) => forge.pki.certificateToPem(c);
  return {
    ca: { key: caKeys.pem, cert: pem(ca) },
    server: { key: serverKeys.pem, cert: pem(server) },
    client: { key: clientKeys.pem, cert: pem(client) },
  };
}

/**
 * AES-GCM (Web Crypto) for drafts kept in local storage. The key is SHA-256 of the login's
 * encryption_key, so a draft can only be read by the same user, and a fresh 96-bit IV is drawn
 * for every write.
 */

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(secret))
      .then((hash) => crypto.subtle.importKey('raw', hash, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']));
    keys.set(secret, key);
  }
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

interface Sealed {
  iv: string;
  data: string;
}

export async function seal(secret: string, plain: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(secret), new TextEncoder().encode(plain));
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** The plain text, or null when the key is wrong or the data was tampered with. */
export async function unseal(secret: string, sealed: Sealed): Promise<string | null> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
      await keyFor(secret),
      fromBase64(sealed.data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

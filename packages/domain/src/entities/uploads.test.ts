import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../constants';
import { cleanFileName, contentDisposition, detectUploadMimeType, PatientUploadCreate, UPLOAD_MAX_BASE64_CHARS } from './uploads';

describe('cleanFileName', () => {
  it('keeps only the last path part, either slash', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\röntgen.pdf')).toBe('röntgen.pdf');
    expect(cleanFileName('/tmp/')).toBe('');
  });
  it('removes control and direction characters, leading dots and spaces', () => {
    expect(cleanFileName(' bild\u0000\u0007\n.png ')).toBe('bild.png');
    expect(cleanFileName('faktura\u202Egnp.exe')).toBe('fakturagnp.exe');
    expect(cleanFileName('..hidden.png')).toBe('hidden.png');
    expect(cleanFileName('..')).toBe('');
  });
  it('shortens long names to 255 characters and keeps the extension', () => {
    const cleaned = cleanFileName('a'.repeat(400) + '.jpeg');
    expect([...cleaned]).toHaveLength(255);
    expect(cleaned.endsWith('.jpeg')).toBe(true);
  });
});

describe('detectUploadMimeType', () => {
  it('knows PNG, JPEG and PDF by their first bytes', () => {
    expect(detectUploadMimeType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectUploadMimeType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectUploadMimeType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });
  it('rejects anything else, including a Windows program and text', () => {
    expect(detectUploadMimeType(new Uint8Array([0x4d, 0x5a, 0x90, 0]))).toBeNull();
    expect(detectUploadMimeType(new TextEncoder().encode('hello'))).toBeNull();
    expect(detectUploadMimeType(new Uint8Array([]))).toBeNull();
  });
});

describe('PatientUploadCreate', () => {
  it('cleans the name, drops unknown fields and requires a base64 data URL', () => {
    const parsed = PatientUploadCreate.parse({
      FileName: '../x.png',
      MimeType: 'image/png',
      Data: 'data:image/png;base64,iVBORw0KGgo=',
      PatientId: 'someone-else',
    });
    expect(parsed).toEqual({ FileName: 'x.png', MimeType: 'image/png', Data: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(PatientUploadCreate.safeParse({ FileName: '/', MimeType: 'image/png', Data: 'data:;base64,AA==' }).success).toBe(false);
    expect(PatientUploadCreate.safeParse({ FileName: 'a.gif', MimeType: 'image/gif', Data: 'data:;base64,AA==' }).success).toBe(false);
    expect(PatientUploadCreate.safeParse({ FileName: 'a.png', MimeType: 'image/png', Data: 'iVBORw0KGgo=' }).success).toBe(false);
  });
  it('knows how much base64 the largest file needs', () => {
    expect(UPLOAD_MAX_BASE64_CHARS).toBe(Buffer.from(new Uint8Array(UPLOAD_MAX_BYTES)).toString('base64').length);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Röntgen "svar".pdf')).toBe(
      `inline; filename="Rontgen _svar_.pdf"; filename*=UTF-8''R%C3%B6ntgen%20%22svar%22.pdf`,
    );
    expect(contentDisposition('../\r\nevil.png', 'attachment')).toBe(`attachment; filename="evil.png"; filename*=UTF-8''evil.png`);
  });
});

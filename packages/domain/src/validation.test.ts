import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { fieldErrors } from './validation';
import { WebUrl } from './entities/common';
import { GroupInput } from './entities/admin';
import { StudyTaskInput } from './studytasks/api';

const Form = z.object({
  Name: z.string().min(2).max(5),
  Email: z.email(),
  Age: z.number().int().max(120),
  Pnr: z.string().refine(() => false, { message: 'personnummer' }),
});

describe('validation messages', () => {
  it('names each field with the spec texts in Swedish and English', () => {
    const result = Form.safeParse({ Name: 'x', Email: 'nope', Age: 200, Pnr: '1' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error.issues, 'sv')).toEqual({
      Name: ['Minst 2 tecken.'],
      Email: ['Ogiltig e-postadress.'],
      Age: ['Högst 120.'],
      Pnr: ['Inte ett giltigt personnummer.'],
    });
    expect(fieldErrors(result.error.issues, 'en').Name).toEqual(['At least 2 characters.']);
  });

  it('says a missing field is required', () => {
    const result = Form.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error.issues, 'en').Name).toEqual(['This field is required.']);
  });

  it('says too long in characters', () => {
    const result = Form.shape.Name.safeParse('toolong');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error.issues, 'sv')['']).toEqual(['Högst 5 tecken.']);
  });
});

describe('web links', () => {
  it('take http and https only, and say so in both languages', () => {
    const link = WebUrl(255);
    for (const ok of ['https://www.1177.se/', 'http://example.com/a?b=c', 'HTTPS://EXAMPLE.COM'])
      expect(link.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://example.com',
      'mailto:a@b.se',
      'not a url',
    ]) {
      const result = link.safeParse(bad);
      expect(result.success, bad).toBe(false);
      if (result.success) continue;
      expect(fieldErrors(result.error.issues, 'sv')['']).toEqual(['Ange en webbadress som börjar med https:// eller http://.']);
      expect(fieldErrors(result.error.issues, 'en')['']).toEqual(['Enter a web address that starts with https:// or http://.']);
    }
  });

  it('govern a group’s links and a study task’s ActionLink', () => {
    expect(GroupInput.shape.HelpUrl.safeParse('javascript:alert(1)').success).toBe(false);
    expect(GroupInput.shape.Link2Url.safeParse('').success).toBe(true);
    expect(StudyTaskInput.safeParse({ ActionLink: 'javascript:alert(1)' }).error?.issues.some((i) => i.path[0] === 'ActionLink')).toBe(
      true,
    );
  });
});

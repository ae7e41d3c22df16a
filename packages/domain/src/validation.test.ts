import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { fieldErrors } from './validation';

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

import { z } from '../zod';
import { LanguageIdSchema, Version } from './common';

export const Language = z.object({
  LanguageId: LanguageIdSchema,
  Name: z.string(),
  NativeName: z.string(),
  Version: Version,
});
export type Language = z.infer<typeof Language>;

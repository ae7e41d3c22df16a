import { z } from '../zod';

/**
 * The about page's contact details (spec 2 §1: the company's contact and postal address), set by
 * the operator in the server's environment; unset fields are null and the page leaves them out.
 */
export const AboutContact = z.object({
  Organization: z.string().nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  /** The postal address, one line each. */
  PostalAddress: z.array(z.string()),
});
export type AboutContact = z.infer<typeof AboutContact>;

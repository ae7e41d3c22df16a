import type { z } from 'zod';

/**
 * Quicker schemas for large bodies. A quick schema accepts a subset of what its full schema
 * accepts and gives the same output for it, checking the bulk (hundreds of marks) with a plain
 * loop instead of a zod object per item. A validator tries the quick schema first and, when it
 * fails, parses with the full schema, which words the errors (or accepts what the quick one left
 * to it, such as a default to fill in).
 */
const quick = new WeakMap<z.ZodType, z.ZodType>();

export function withQuickSchema<T extends z.ZodType>(full: T, quicker: z.ZodType<z.output<T>>): T {
  quick.set(full, quicker);
  return full;
}

export function quickSchemaOf(full: z.ZodType): z.ZodType | undefined {
  return quick.get(full);
}

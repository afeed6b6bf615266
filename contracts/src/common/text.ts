import { z } from 'zod';

/** A non-empty string once surrounding white space is removed. */
export const NonBlankStringSchema = z.string().trim().min(1);

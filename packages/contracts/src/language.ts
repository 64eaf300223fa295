import { z } from 'zod';
import { LOCALES } from './locale';

/** A language in a request: vi or en. */
export const Language = z.enum(LOCALES);

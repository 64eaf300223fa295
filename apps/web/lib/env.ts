import { VERIFY_LINK_TTL_MS } from '@magazine/contracts';
import { z } from 'zod';

const EnvSchema = z.object({
  API_URL: z.url().default('http://127.0.0.1:4000'),
  PUBLIC_URL: z.url().default('http://127.0.0.1:3000'),
  /** the editors' mailbox shown on the contact page; unset: the page says it is not published */
  CONTACT_EMAIL: z.email().optional(),
  /** the shop the header's Store link leads to (SPEC §1 knows the store by label only); unset: /store */
  STORE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** the API's verification-link life (the same variable, README), which the pages tell the reader */
  VERIFY_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(VERIFY_LINK_TTL_MS / 1000),
});
export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as missing, so `API_URL=` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment variables for apps/web: ${problems}`);
  }
  return {
    ...result.data,
    API_URL: trimSlash(result.data.API_URL),
    PUBLIC_URL: trimSlash(result.data.PUBLIC_URL),
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const env = parseEnv(process.env);

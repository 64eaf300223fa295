import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it, vi } from 'vitest';
import { registerOk } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';

// No SMTP_URL: the mail is written where a newcomer can open it.
const ctx = useTestApp();

describe('mail without an SMTP server', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox, links included', async () => {
    const member = await registerOk(ctx.app, { language: 'en' });
    const outbox = join(ctx.app.config.DATA_DIR, 'outbox');
    // sent after the answer: wait for the file
    const files = await vi.waitFor(() => {
      const found = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(found).toHaveLength(1);
      return found;
    });
    const mail = await PostalMime.parse(readFileSync(join(outbox, files[0] ?? '')));
    expect(mail.to?.map((a) => ('address' in a ? a.address : ''))).toEqual([member.email]);
    expect(mail.subject).toBe('Verify your email for Tạp Chí');
    expect(mail.text).toMatch(/http:\/\/magazine\.test\/en\/verify-email\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('Verify email');
  });
});

import { describe, expect, it } from 'vitest';
import { verificationMail } from './account-mails';

describe('verificationMail', () => {
  it('tells the life it was given, not a fixed 24 hours', () => {
    const mail = verificationMail('en', 'An', 'http://127.0.0.1:3000/en/verify-email/t', 7_200);
    expect(mail.text).toContain('The link is valid for 2 hours and works once.');
    expect(mail.html).toContain('The link is valid for 2 hours and works once.');
  });
});

import type { AuthSession, Envelope } from '@magazine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callbackUrls,
  DEMO_EMAIL_DOMAIN,
  socialLoginEnv,
  wantsDemoSignIn,
} from '../../scripts/demo-sign-in.mjs';
import { type LocalProvider, startLocalProvider } from '../../scripts/local-identity-provider.mjs';
import { registerOk } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { socialLoginThrough } from '../helpers/oidc-provider';

const SITE = 'http://127.0.0.1:3000/';
let idp: LocalProvider;
beforeAll(async () => {
  // as scripts/start.mjs starts it (on any free port here)
  idp = await startLocalProvider(callbackUrls(SITE), { emailDomain: DEMO_EMAIL_DOMAIN });
});
afterAll(async () => idp?.close());
const ctx = useTestApp({ env: () => socialLoginEnv(idp.issuer) });

describe('npm start’s demo sign-in (scripts/start.mjs, decision 0045)', () => {
  const demo = { PUBLIC_URL: 'http://127.0.0.1:3000' };

  it('runs for the site on this machine when neither social login is configured', () => {
    expect(wantsDemoSignIn(demo)).toBe(true);
    expect(wantsDemoSignIn({ PUBLIC_URL: 'http://localhost:8080/' })).toBe(true);
  });

  it('never for a configured login, when turned off, or for a site others reach', () => {
    expect(wantsDemoSignIn({ ...demo, GOOGLE_CLIENT_ID: 'real-id' })).toBe(false);
    // an empty id is a choice too: no button
    expect(wantsDemoSignIn({ ...demo, FACEBOOK_CLIENT_ID: '' })).toBe(false);
    expect(wantsDemoSignIn({ ...demo, DEMO_SIGN_IN: 'false' })).toBe(false);
    expect(wantsDemoSignIn({ PUBLIC_URL: 'https://tapchi.example' })).toBe(false);
    expect(wantsDemoSignIn({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe(false);
    expect(wantsDemoSignIn({})).toBe(false);
  });

  it('lets the site’s own callbacks back in, whatever the address ends with', () => {
    expect(callbackUrls(SITE)).toEqual([
      'http://127.0.0.1:3000/api/auth/google/callback',
      'http://127.0.0.1:3000/api/auth/facebook/callback',
    ]);
    expect(callbackUrls('http://127.0.0.1:3000')).toEqual(callbackUrls(SITE));
  });

  it('signs a typed name in as its own demo member, never as the account of a real address', async () => {
    // a member (or a staff account) that registered with its own address
    await registerOk(ctx.app, { email: 'editor@example.com', password: 'editor1pass' });
    for (const provider of ['google', 'facebook'] as const) {
      const redirectUri = callbackUrls(SITE)[provider === 'google' ? 0 : 1] ?? '';
      const res = await socialLoginThrough(ctx.app, {
        provider,
        login: 'editor',
        redirectUri,
        language: 'vi',
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as Envelope<AuthSession>).data).toMatchObject({
        email: `editor@${DEMO_EMAIL_DOMAIN}`,
        isEmailVerified: true,
        hasPassword: false,
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { startLocalProvider, wantsDemoSignIn } from '../../scripts/local-identity-provider.mjs';

describe('npm start’s demo sign-in (scripts/start.mjs)', () => {
  const demo = { PUBLIC_URL: 'http://127.0.0.1:3000' };

  it('runs for the site on this machine when neither social login is configured', () => {
    expect(wantsDemoSignIn(demo)).toBe(true);
    expect(wantsDemoSignIn({ PUBLIC_URL: 'http://localhost:8080' })).toBe(true);
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

  it('listens where it is asked to, and says so in its issuer', async () => {
    const idp = await startLocalProvider(['http://127.0.0.1:3000/api/auth/google/callback'], { port: 0 });
    try {
      const discovery = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      expect(((await discovery.json()) as { issuer: string }).issuer).toBe(idp.issuer);
    } finally {
      await idp.close();
    }
  });
});

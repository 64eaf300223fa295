export const CLIENTS: {
  google: { id: string; secret: string };
  facebook: { id: string; secret: string };
  other: { id: string; secret: string };
};
export const DEMO_EMAIL_DOMAIN: string;
export const DEMO_SIGN_IN_PORT: number;
export function wantsDemoSignIn(env: Record<string, string | undefined>): boolean;
export function callbackUrls(publicUrl: string): string[];
export function socialLoginEnv(issuer: string): Record<string, string>;

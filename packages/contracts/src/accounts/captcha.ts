/** An ALTCHA v1 challenge as the API hands it out (the zod schema is CaptchaChallenge). */
export type CaptchaChallengeFields = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

/** The `captcha` field of a registration: the challenge with the number that solves it, base64 JSON (ALTCHA v1). */
export function encodeCaptchaSolution(challenge: CaptchaChallengeFields, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

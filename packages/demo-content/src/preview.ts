import { createHash } from 'node:crypto';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * The preview pin and key of a demo draft, derived from the seed and the article id so that a
 * reader of the demo (and a test) can open `/preview-article?id=…&pin=…&key=…`. Real drafts get
 * random secrets from the editor; the database keeps only their SHA-256.
 */
export function demoPreviewSecrets(seed: number, articleId: string): { pin: string; key: string } {
  const digest = sha256(`preview:${seed}:${articleId}`);
  return {
    pin: String(Number.parseInt(digest.slice(0, 8), 16) % 1_000_000).padStart(6, '0'),
    key: digest.slice(8, 40),
  };
}

export function previewHashes(seed: number, articleId: string) {
  const { pin, key } = demoPreviewSecrets(seed, articleId);
  return { previewPinHash: sha256(pin), previewKeyHash: sha256(key) };
}

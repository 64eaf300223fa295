import { createHash } from 'node:crypto';

// Written apart from apps/web/script-policy.mjs on purpose: the journeys check the site's hashes
// with an oracle of their own, so a mistake in the site's reading of a page is not shared by it.

/** The inline scripts a browser would run in `html`: no src, and no data type such as JSON-LD. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!),
    )
    .map(([, , text]) => text!);
}

/**
 * The inline scripts of `html` that `policy` (a Content-Security-Policy header) would refuse: any
 * whose SHA-256 is not in its script-src, all of them if script-src allows 'unsafe-inline'.
 */
export function refusedInlineScripts(html: string, policy: string | null): string[] {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]+)/.exec(policy ?? '')?.[1];
  if (scriptSrc === undefined) return ['(no script-src in the policy)'];
  if (scriptSrc.includes("'unsafe-inline'")) return ["(script-src allows 'unsafe-inline')"];
  return inlineScripts(html).filter(
    (text) => !scriptSrc.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`),
  );
}

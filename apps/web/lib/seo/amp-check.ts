/**
 * The AMP required markup (amp.dev "AMP HTML specification", required markup), checked without
 * the official validator, which downloads its rules from the AMP CDN. Returns the problems
 * found; an empty list means the page has everything the spec requires and nothing it forbids
 * among the rules checked here.
 */
export const AMP_RUNTIME = 'https://cdn.ampproject.org/v0.js';

export function ampMarkupProblems(html: string): string[] {
  const problems: string[] = [];
  const require = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  require(/^<!doctype html>/i.test(html.trimStart()), 'starts with <!doctype html>');
  require(/<html\s[^>]*(⚡|\bamp\b)[^>]*>/.test(html), '<html ⚡>');
  require(/<html\s[^>]*\blang="[a-z]{2}"/.test(html), '<html lang>');
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  require(head.length > 0, '<head>');
  require(/^\s*<meta charset="utf-8">/i.test(head), '<meta charset="utf-8"> first in <head>');
  require(/<meta name="viewport" content="[^"]*width=device-width[^"]*">/.test(head), 'viewport meta');
  require(/<link rel="canonical" href="https?:\/\/[^"]+">/.test(head), 'absolute rel=canonical');
  require(head.includes(`<script async src="${AMP_RUNTIME}"></script>`), 'the AMP runtime script');
  require(/<style amp-boilerplate>body\{[^<]*-amp-start/.test(head), 'the amp-boilerplate style');
  require(/<noscript><style amp-boilerplate>body\{[^<]*animation:none[^<]*<\/style><\/noscript>/.test(
    head,
  ), 'the amp-boilerplate noscript');
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
  const authored = scripts.filter(
    (attrs) =>
      !/type="application\/ld\+json"/.test(attrs) && !/src="https:\/\/cdn\.ampproject\.org\//.test(attrs),
  );
  require(authored.length === 0, 'no author JavaScript');
  require(!/\son[a-z]+=/i.test(html), 'no inline event handlers');
  require(!/<img\b/.test(html), 'no <img> (amp-img instead)');
  for (const forbidden of ['iframe', 'frame', 'object', 'embed', 'form', 'input', 'base']) {
    require(!new RegExp(`<${forbidden}\\b`).test(html), `no <${forbidden}>`);
  }
  require(!/style="/.test(html), 'no inline style attributes');
  for (const [tag] of html.matchAll(/<amp-img\b[^>]*>/g)) {
    require(/\swidth="\d+"/.test(tag) && /\sheight="\d+"/.test(tag), `amp-img with width and height: ${tag}`);
    require(/\slayout="(responsive|fixed|intrinsic|fill|fixed-height|flex-item)"/.test(
      tag,
    ), `amp-img layout: ${tag}`);
  }
  const styles = [...html.matchAll(/<style amp-custom>([\s\S]*?)<\/style>/g)];
  require(styles.length <= 1, 'at most one <style amp-custom>');
  const css = styles[0]?.[1] ?? '';
  require(new TextEncoder().encode(css).length <= 75_000, 'custom CSS under 75 KB');
  require(!/!important/.test(css), 'no !important in custom CSS');
  const otherStyles = [...html.matchAll(/<style\b([^>]*)>/g)].filter(
    (m) => !/amp-custom|amp-boilerplate/.test(m[1] ?? ''),
  );
  require(otherStyles.length === 0, 'no other <style>');
  require(!/<link rel="stylesheet"/.test(html), 'no external stylesheets');
  return problems;
}

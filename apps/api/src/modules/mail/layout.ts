import type { Locale } from '@magazine/contracts';

// What every mail is made of: one layout (greeting, paragraphs, a button, the links written out).

export type MailContent = { subject: string; text: string; html: string; links: string[] };
export type DigestArticle = { title: string; excerpt: string; url: string };

const SITE = { vi: 'Tạp Chí', en: 'Tạp Chí' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One layout for every message: a greeting, paragraphs, one button, and the link written out. */
export function layout(
  locale: Locale,
  parts: {
    subject: string;
    greeting: string;
    paragraphs: string[];
    button?: { label: string; url: string };
    /** a digest's stories, each a linked title and a line of its excerpt */
    articles?: DigestArticle[];
    footer: string;
    /** links under the footer (a newsletter's unsubscribe and email settings) */
    footerLinks?: { label: string; url: string }[];
  },
): MailContent {
  const { subject, greeting, paragraphs, button, footer } = parts;
  const articles = parts.articles ?? [];
  const footerLinks = parts.footerLinks ?? [];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...articles.flatMap((a) => [a.title, a.excerpt, a.url, '']),
    ...(button ? [`${button.label}: ${button.url}`, ''] : []),
    footer,
    ...footerLinks.map((link) => `${link.label}: ${link.url}`),
    `— ${SITE[locale]}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Georgia,serif;background:#f6f3ee;margin:0;padding:24px;color:#1d1d1b">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:6px">
<p style="font-size:22px;font-weight:bold;margin:0 0 24px">${SITE[locale]}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${articles
  .map(
    (a) => `<div style="margin:20px 0;padding-top:16px;border-top:1px solid #e5e0d8">
<p style="font-size:18px;font-weight:bold;margin:0 0 6px"><a href="${escapeHtml(a.url)}" style="color:#1d1d1b">${escapeHtml(a.title)}</a></p>
<p style="margin:0;color:#444">${escapeHtml(a.excerpt)}</p></div>`,
  )
  .join('\n')}
${
  button
    ? `<p style="margin:28px 0"><a href="${escapeHtml(button.url)}" style="background:#b3261e;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;font-family:Arial,sans-serif">${escapeHtml(button.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(button.url)}</p>`
    : ''
}
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
${
  footerLinks.length
    ? `<p style="font-size:13px">${footerLinks.map((link) => `<a href="${escapeHtml(link.url)}" style="color:#555">${escapeHtml(link.label)}</a>`).join(' · ')}</p>`
    : ''
}
</div></body></html>`;
  return {
    subject,
    text,
    html,
    links: [...articles.map((a) => a.url), ...(button ? [button.url] : []), ...footerLinks.map((l) => l.url)],
  };
}

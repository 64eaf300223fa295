import { jsonLdString } from '@/lib/media-json-ld';

/** Structured data for search engines: one <script type="application/ld+json">. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped (jsonLdString)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}

import { type JsonLdNode, serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * Structured data for search engines: one `<script type="application/ld+json">`. Several nodes
 * become one `@graph`. The JSON is escaped (`<`, `>`, `&`) so no text can end the script.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

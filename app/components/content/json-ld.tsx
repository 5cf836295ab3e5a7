import { useNonce } from "~/lib/nonce";

/**
 * Structured data (schema.org JSON-LD) for search engines. It carries the CSP nonce like every
 * inline script; "<" is escaped so text from the CMS cannot close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * Structured data as a JSON script. `<` is escaped so no content string can close the script
 * element; everything else is JSON, which the browser never executes.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

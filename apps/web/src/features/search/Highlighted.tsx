/** Algolia's highlight value: HTML-escaped text with `<em>` around the matched words. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

const unescape = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]!);

/**
 * Renders the value as text with <mark> around matches: React escapes the text again, so no
 * markup from a record reaches the page, whichever index wrote it.
 */
export function Highlighted({ value }: { value: string }) {
  const parts = value.split(/<\/?em>/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <mark key={index}>{unescape(part)}</mark> : unescape(part),
      )}
    </>
  );
}

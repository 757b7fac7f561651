/** A request or response header's value as one string (a list joined as HTTP joins it). */
export function headerText(value: string | string[] | number | undefined): string {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

/** Accept-Encoding names `br` without `q=0` (RFC 9110 §12.5.3). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((coding) => {
    const [name, ...params] = coding.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === 'br' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

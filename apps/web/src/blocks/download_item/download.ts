/** The file name a download is saved under: the configured one, else the URL's last segment. */
export function downloadFileName(url: string, fileName?: string | null): string {
  if (fileName) return fileName;
  const last = url.split('?')[0]!.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : 'download';
}

/**
 * 000 §7: media files are downloaded by fetching the blob from the asset host and saving it
 * through an object URL, so the browser keeps our file name even for another origin.
 */
export async function saveFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

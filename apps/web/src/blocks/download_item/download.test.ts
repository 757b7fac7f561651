// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFileName, saveFile } from './download';

afterEach(() => vi.restoreAllMocks());

describe('download_item', () => {
  it('names the file from the block, else from the URL', () => {
    expect(downloadFileName('/api/cms/v2/a/7/katalog%202026.pdf', null)).toBe('katalog 2026.pdf');
    expect(downloadFileName('/api/cms/v2/a/7/x.pdf?v=2', 'Katalog.pdf')).toBe('Katalog.pdf');
  });

  it('fetches the blob and saves it through an object URL with the file name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['pdf']))),
    );
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await saveFile('/api/cms/v2/a/7/file.pdf', 'Katalog.pdf');
    expect(create).toHaveBeenCalledOnce();
    expect(clicked[0]?.download).toBe('Katalog.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:x');
    expect(revoke).toHaveBeenCalledWith('blob:x');
  });
});

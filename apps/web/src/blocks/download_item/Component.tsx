import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '../_shared/types';
import { downloadFileName } from './download';
import { DownloadButtonLazy as DownloadButton } from './lazy';
import type { DownloadItemBlock } from './schema';
import styles from './DownloadItem.module.css';

/** 000 §2: a media file to download, saved under its configured file name. */
export async function DownloadItem({ block, ctx }: BlockProps<DownloadItemBlock>) {
  const url = block.file?.filename;
  if (!url) return null;
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks.download' });
  const fileName = downloadFileName(url, block.fileName);
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toUpperCase() : null;
  return (
    <div data-testid="block-download_item" className={`container ${styles.root}`}>
      <div data-testid="download-item" className={styles.item}>
        <div className={styles.text}>
          <h3 className={styles.title}>{block.title}</h3>
          {block.description ? <p className={styles.description}>{block.description}</p> : null}
          {extension ? <p className={styles.meta}>{extension}</p> : null}
        </div>
        <DownloadButton url={url} fileName={fileName} label={t('action')} errorText={t('error')} />
      </div>
    </div>
  );
}

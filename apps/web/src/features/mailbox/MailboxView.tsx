'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { api, send } from '@maison/api/web-client';
import { Button } from '@/ui/Button';
import { RelativeTime } from '@/ui/RelativeTime';
import { mailDocument, type Mail, type MailSummary } from './mailbox';
import styles from './mailbox.module.css';

export function MailboxView() {
  const t = useTranslations('mailbox');
  const [mails, setMails] = useState<MailSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<Mail | null>(null);

  const load = useCallback(async () => {
    try {
      const res = await send(api.api.v1.dev.mailbox.index.$get());
      setFailed(!res.ok);
      setMails(res.ok && Array.isArray(res.data) ? res.data : []);
    } catch {
      setFailed(true);
      setMails([]);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const show = async (id: MailSummary['id']) => {
    const res = await send(api.api.v1.dev.mailbox[':id'].index.$get({ param: { id: String(id) } }));
    if (res.ok && res.data) setOpen(res.data);
  };

  return (
    <div className={styles.layout}>
      <div>
        <div className={styles.toolbar}>
          <Button variant="secondary" size="sm" onClick={() => void load()}>
            {t('reload')}
          </Button>
        </div>
        {failed ? <p role="alert">{t('failed')}</p> : null}
        {mails && !mails.length && !failed ? <p>{t('empty')}</p> : null}
        {mails?.length ? (
          <table className={styles.table} data-testid="mailbox-list">
            <thead>
              <tr>
                <th scope="col">{t('subject')}</th>
                <th scope="col">{t('to')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('date')}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id} aria-current={open?.id === mail.id || undefined}>
                  <td>
                    <button
                      type="button"
                      className={styles.open}
                      onClick={() => void show(mail.id)}
                    >
                      {mail.subject}
                    </button>
                  </td>
                  <td>{mail.to}</td>
                  <td>{mail.kind}</td>
                  <td className={styles.date}>
                    <RelativeTime value={mail.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      {open ? (
        <article className={styles.message} data-testid="mailbox-message">
          <h2 className={styles.subject}>{open.subject}</h2>
          <p className={styles.meta}>
            {open.to} · <RelativeTime value={open.created_at} />
          </p>
          {/* No allow-scripts: the mail's HTML cannot run code; allow-popups-to-escape-sandbox
              and allow-top-navigation-by-user-activation let its links open like a mail client's. */}
          <iframe
            title={open.subject}
            className={styles.frame}
            sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
            srcDoc={mailDocument(open.html)}
            data-testid="mailbox-html"
          />
          <h3 className={styles.textHeading}>{t('text')}</h3>
          <pre className={styles.text} data-testid="mailbox-text">
            {open.text}
          </pre>
        </article>
      ) : null}
    </div>
  );
}

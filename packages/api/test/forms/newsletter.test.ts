import { describe, expect, it } from 'vitest';
import { eq, newsletter_subscriptions, users } from '@maison/db';
import {
  call,
  mailsAbout,
  mailsTo,
  minimal,
  post,
  SITE,
  subscribe,
  uniqueEmail,
  useFormsWorld,
  w,
} from './kit';

/** The newsletter: double opt-in, confirmation links, unsubscribing. */

useFormsWorld();

describe('newsletter double opt-in', () => {
  it('subscribing mails the confirmation link in the form language; confirming answers 200', async () => {
    const email = uniqueEmail('news');
    const { uuid, link, mail } = await subscribe(email, 'EN');
    expect(mail).toMatchObject({ kind: 'newsletter_confirm', language: 'en' });
    expect(link).toBe(`${SITE}/en/newsletter/confirmation?uuid=${uuid}`);
    // A sign-up is list management: no staff notification, no second mail.
    expect((await mailsAbout(uuid)).map((m) => m.to)).toEqual([email]);
    const [pending] = await w.db
      .select()
      .from(newsletter_subscriptions)
      .where(eq(newsletter_subscriptions.email, email));
    expect(pending).toMatchObject({ status: 'pending', submission_uuid: uuid, language: 'en' });

    const confirmed = await call('POST', `/forms/${uuid}/newsletter-subscribe-confirm/`);
    expect(confirmed).toMatchObject({ status: 200, json: { uuid, status: 'confirmed' } });
    expect((await call('POST', `/forms/${uuid}/newsletter-subscribe-confirm/`)).status).toBe(200);
    const [after] = await w.db
      .select()
      .from(newsletter_subscriptions)
      .where(eq(newsletter_subscriptions.email, email));
    expect(after?.status).toBe('confirmed');
    expect(after?.confirmed_at).toBeInstanceOf(Date);
  });

  it('the German link has no locale prefix; Japanese uses the translated path', async () => {
    const de = await subscribe(uniqueEmail('news'), 'DE');
    expect(de.link).toBe(`${SITE}/newsletter/bestaetigung?uuid=${de.uuid}`);
    const ja = await subscribe(uniqueEmail('news'), 'JA');
    expect(ja.link).toBe(`${SITE}/ja/newsletter/confirmation?uuid=${ja.uuid}`);
  });

  it('an unknown uuid → 404', async () => {
    const unknown = await call(
      'POST',
      '/forms/6f1c2d3e-4a5b-4c6d-8e7f-000000000001/newsletter-subscribe-confirm/',
    );
    expect(unknown).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect((await call('POST', '/forms/xyz/newsletter-subscribe-confirm/')).status).toBe(404);
    const { json } = await post(minimal('CONTACT_FORM'));
    expect(
      (await call('POST', `/forms/${String(json.uuid)}/newsletter-subscribe-confirm/`)).status,
    ).toBe(404);
  });

  it('a confirmed subscriber is not mailed again; the account flag follows the subscription', async () => {
    const { uuid } = await subscribe('visitor@maison.test', 'DE');
    await call('POST', `/forms/${uuid}/newsletter-subscribe-confirm/`);
    const flag = async () =>
      (await w.db.select().from(users).where(eq(users.email, 'visitor@maison.test')))[0]
        ?.newsletter;
    expect(await flag()).toBe(true);
    const mails = (await mailsTo('visitor@maison.test')).length;
    const again = await post(minimal('NEWSLETTER_SUBSCRIBE', 'visitor@maison.test'));
    expect(again.status).toBe(201);
    expect((await mailsTo('visitor@maison.test')).length).toBe(mails);
    expect((await post(minimal('NEWSLETTER_UNSUBSCRIBE', 'visitor@maison.test'))).status).toBe(201);
    expect(await flag()).toBe(false);
  });

  it('unsubscribe answers codes the page maps; an ended link no longer confirms', async () => {
    const notSubscribed = await post(minimal('NEWSLETTER_UNSUBSCRIBE', uniqueEmail('never')));
    expect(notSubscribed).toMatchObject({
      status: 400,
      json: {
        code: 'not_subscribed',
        detail: 'This e-mail address is not subscribed to the newsletter.',
      },
    });
    const email = uniqueEmail('leaving');
    const { uuid } = await subscribe(email);
    const first = await post(minimal('NEWSLETTER_UNSUBSCRIBE', email.toUpperCase()));
    expect(first.status).toBe(201);
    const confirmation = (await mailsTo(email)).find((m) => m.kind === 'form_confirmation');
    expect(confirmation?.subject).toBe('Sie sind vom MAISON-Newsletter abgemeldet');
    const second = await post(minimal('NEWSLETTER_UNSUBSCRIBE', email));
    expect(second).toMatchObject({
      status: 400,
      json: {
        code: 'already_unsubscribed',
        detail: 'This e-mail address is already unsubscribed from the newsletter.',
      },
    });
    expect((await call('POST', `/forms/${uuid}/newsletter-subscribe-confirm/`)).status).toBe(404);
    // Subscribing again starts a new opt-in.
    const back = await post(minimal('NEWSLETTER_SUBSCRIBE', email));
    const [row2] = await w.db
      .select()
      .from(newsletter_subscriptions)
      .where(eq(newsletter_subscriptions.email, email));
    expect(row2).toMatchObject({ status: 'pending', submission_uuid: back.json.uuid });
  });

  it('newsletter_subscription on another form starts the opt-in too', async () => {
    const email = uniqueEmail();
    const { json } = await post({
      ...minimal('APPOINTMENT_REQUEST', email),
      newsletter_subscription: true,
    });
    const kinds = (await mailsTo(email)).map((m) => m.kind).sort();
    expect(kinds).toEqual(['form_confirmation', 'newsletter_confirm']);
    const [sub] = await w.db
      .select()
      .from(newsletter_subscriptions)
      .where(eq(newsletter_subscriptions.email, email));
    expect(sub).toMatchObject({ status: 'pending', submission_uuid: json.uuid });
  });
});

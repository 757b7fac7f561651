import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '@/features/content/links';
import type { BlockContext } from './types';
import { formProps } from './formBlock';
import { linkEntry, linkAlternate } from '@/features/content/testing';

const links = createLinkResolver(
  {
    a: linkEntry({
      id: 1,
      uuid: 'a',
      slug: 'datenschutz',
      alternates: [linkAlternate('en', 'privacy')],
    }),
  },
  'en',
);

const ctx = (extra: Partial<BlockContext> = {}): BlockContext => ({
  locale: 'en',
  channel: 'default',
  links,
  storyUuid: 'story-1',
  render: () => null,
  ...extra,
});

describe('formProps', () => {
  it('places the form on its story and resolves the agreement link', () => {
    const props = formProps(
      {
        _uid: 'uid-1',
        formId: ' signup ',
        headline: 'Stay in touch',
        successHeadline: '',
        dataAgreementLink: { linktype: 'story', cached_url: 'datenschutz' },
      },
      ctx(),
    );
    expect(props.placement).toEqual({
      locale: 'en',
      componentUid: 'uid-1',
      formId: 'signup',
      storyUuid: 'story-1',
      microsite: null,
      popupUid: null,
    });
    expect(props.copy).toMatchObject({
      headline: 'Stay in touch',
      successHeadline: null,
      dataAgreementHref: '/en/privacy',
    });
  });

  it('carries the microsite jeweler and the surrounding popup', () => {
    const props = formProps(
      { _uid: 'uid-2' },
      ctx({
        channel: 'microsite',
        microsite: 'juwelier-albrecht-hamburg',
        jeweler: { storyUuid: 'jeweler-1', crmUuid: 'crm-1' },
        popupUid: 'popup-1',
      }),
    );
    expect(props.placement).toMatchObject({
      formId: '',
      microsite: { slug: 'juwelier-albrecht-hamburg', storyUuid: 'jeweler-1', crmUuid: 'crm-1' },
      popupUid: 'popup-1',
    });
  });

  it("sends the jeweler's CRM id on its own page, with the website's metadata", () => {
    const props = formProps(
      { _uid: 'uid-3' },
      ctx({ jeweler: { storyUuid: 'jeweler-1', crmUuid: 'crm-1' } }),
    );
    expect(props.placement).toMatchObject({ microsite: null, storeUuid: 'crm-1' });
  });
});

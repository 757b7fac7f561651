import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { WIZARD_ADVANCE_DELAY_MS } from '@maison/domain/constants';
import {
  copy,
  fieldError,
  placement,
  REQUIRED_EN,
  submit,
  tick,
  type,
} from '@/features/forms/testing';
import { renderWithIntl } from '@/ui/test-utils';
import type { WizardContact, WizardProduct, WizardStep } from './types';
import { Wizard } from './Wizard';

/** The wizard's contact form at either position (001 §3–§5, docs/decisions/0036). */

const STEPS: WizardStep[] = [
  {
    id: 'who',
    label: 'For whom?',
    weight: 2,
    isImportant: true,
    conditionalStepChoices: [],
    choices: [
      { id: 'me', slug: 'me', name: 'For me', image: null, tags: ['self'] },
      { id: 'gift', slug: 'gift', name: 'A gift', image: null, tags: ['gift'] },
    ],
  },
  {
    id: 'gold',
    label: 'Which gold?',
    weight: 3,
    isImportant: false,
    conditionalStepChoices: [],
    choices: [
      { id: 'rose', slug: 'rose', name: 'Rose gold', image: null, tags: ['rose'] },
      { id: 'white', slug: 'white', name: 'White gold', image: null, tags: ['white'] },
    ],
  },
];
const product = (mpn: string, ...tags: string[]): WizardProduct => ({
  mpn,
  name: `Ring ${mpn}`,
  name2: null,
  href: `/en/products/${mpn}`,
  image: null,
  tags,
});
const PRODUCTS = [
  product('10-1', 'rose', 'self'),
  product('10-2', 'white'),
  product('10-3', 'gift'),
];
const TEXTS = {
  splashTitle: 'Finder',
  splashText: null,
  splashButton: null,
  splashImage: null,
  resultHeadline: null,
  resultText: null,
  importantHeadline: null,
  allAnswersHeadline: null,
};

const contact = (position: 'firstStep' | 'lastStep', agreement = true): WizardContact => ({
  position,
  subject: 'Finder',
  placement: placement({ componentUid: `wizard-${position}`, formId: 'finder-form' }),
  copy: copy({
    headline: null,
    submitLabel: null,
    dataAgreementLabel: agreement ? 'I agree.' : null,
  }),
});

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}
let calls: Call[] = [];

/**
 * Forms answer 201 with a uuid (POST) and 200 (PATCH), or `post` when given; everything else 401
 * (no login).
 */
function stubApi(post?: { status: number; body: unknown }) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: String(url), body });
      const json = (status: number, data: unknown) =>
        new Response(JSON.stringify(data), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (String(url).includes('/api/v1/forms/') && method === 'POST')
        return post
          ? json(post.status, post.body)
          : json(201, { uuid: '11111111-2222-4333-8444-555555555555' });
      if (String(url).includes('/api/v1/forms/') && method === 'PATCH')
        return json(200, { uuid: '11111111-2222-4333-8444-555555555555' });
      return json(401, { detail: 'no' });
    }),
  );
}
const formCalls = (method: string) =>
  calls.filter((c) => c.method === method && c.url.includes('/api/v1/forms/'));

const renderWizard = (position: 'firstStep' | 'lastStep', agreement = true) =>
  renderWithIntl(
    <Wizard
      variant="page"
      steps={STEPS}
      products={PRODUCTS}
      texts={TEXTS}
      contact={contact(position, agreement)}
      wishlist
    />,
  );
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, WIZARD_ADVANCE_DELAY_MS + 20));
  });
async function answer(name: string) {
  fireEvent.click(screen.getByRole('radio', { name }));
  await settle();
}
function fillPerson() {
  fireEvent.click(screen.getByRole('combobox'));
  fireEvent.click(document.querySelector<HTMLElement>('[data-value="W"]')!);
  type('first_name', 'Anna');
  type('last_name', 'Berger');
  type('email', 'anna@example.com');
  type('customMessage', 'Saturday would suit me.');
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/en/service/finder');
  stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('wizard contact form at the last step', () => {
  it('opens after the result, checks the fields, sends the recommendations and answers, then shows its success', async () => {
    window.history.replaceState(null, '', '/en/service/finder?wizard=steps&answers=me,rose');
    renderWizard('lastStep');
    expect(heading()).toBe('Our recommendation for you');
    fireEvent.click(button('Request advice'));
    expect(new URLSearchParams(window.location.search).get('wizard')).toBe('contact');
    expect(heading()).toBe('Request personal advice');

    const send = button('Send request') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    tick('data_agreement');
    expect(send.disabled).toBe(false);
    await submit();
    for (const name of ['gender', 'first_name', 'last_name', 'email'])
      expect(fieldError(name)).toBe(REQUIRED_EN);
    expect(fieldError('customMessage')).toBeNull();
    type('email', 'anna@');
    await submit();
    expect(fieldError('email')).toBe('Please enter a valid email address.');
    expect(formCalls('POST')).toHaveLength(0);

    fillPerson();
    await submit();
    const [post] = formCalls('POST');
    expect(post?.body).toMatchObject({
      action: 'CONTACT_FORM',
      form_id: 'finder-form',
      used_website_language: 'EN',
      storyblok_story_uuid: 'story-uuid-1',
      storyblok_component_uid: 'wizard-lastStep',
      metadata: { context: 'website' },
      subject: 'Finder',
      gender: 'W',
      first_name: 'Anna',
      last_name: 'Berger',
      email: 'anna@example.com',
      newsletter_subscription: false,
      data_agreement: true,
      customMessage: 'Saturday would suit me.',
      products: '10-1',
      message: 'Saturday would suit me.\n\nFor whom?: For me\nWhich gold?: Rose gold',
    });
    expect(formCalls('PATCH')).toHaveLength(0);
    expect(screen.getByTestId('wizard-sent').textContent).toContain('Thanks!');
    expect(new URLSearchParams(window.location.search).get('wizard')).toBe('sent');
    fireEvent.click(button('Start again'));
    expect(window.location.search).toBe('');
  });

  it('shows its success after any answer of the server (001 §4), but keeps the form for a field error', async () => {
    stubApi({ status: 503, body: { detail: 'Service unavailable.' } });
    window.history.replaceState(null, '', '/en/service/finder?wizard=contact&answers=me,rose');
    renderWizard('lastStep');
    tick('data_agreement');
    fillPerson();
    await submit();
    expect(formCalls('POST')).toHaveLength(1);
    expect(screen.getByTestId('wizard-sent').textContent).toContain('Thanks!');
    cleanup();

    stubApi({ status: 400, body: { email: ['Enter a valid email address.'] } });
    window.history.replaceState(null, '', '/en/service/finder?wizard=contact&answers=me,rose');
    renderWizard('lastStep');
    tick('data_agreement');
    fillPerson();
    await submit();
    expect(screen.queryByTestId('wizard-sent')).toBeNull();
    expect(fieldError('email')).toBe('Please enter a valid email address.');
  });

  it('without a configured agreement the button is enabled and no agreement is asked', () => {
    window.history.replaceState(null, '', '/en/service/finder?wizard=contact&answers=me,rose');
    renderWizard('lastStep', false);
    expect(document.querySelector('[data-field="data_agreement"]')).toBeNull();
    expect((button('Send request') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('wizard contact form at the first step', () => {
  it('asks first, keeps the uuid, and patches the recommendations once the result shows', async () => {
    renderWizard('firstStep');
    fireEvent.click(button('Let’s begin'));
    expect(heading()).toBe('Before we begin');
    tick('data_agreement');
    fillPerson();
    await submit();
    const [post] = formCalls('POST');
    expect(post?.body).not.toHaveProperty('products');
    expect(post?.body).not.toHaveProperty('message');
    expect(heading()).toBe('For whom?');

    await answer('A gift');
    await answer('White gold');
    await settle();
    const [patch] = formCalls('PATCH');
    expect(patch?.url).toContain('/api/v1/forms/11111111-2222-4333-8444-555555555555/');
    expect(patch?.body).toEqual({
      action: 'CONTACT_FORM',
      form_id: 'finder-form',
      used_website_language: 'EN',
      products: '10-2,10-3',
      message: 'Saturday would suit me.\n\nFor whom?: A gift\nWhich gold?: White gold',
    });
    expect(screen.getByTestId('wizard-status').textContent).toMatch(/reached us/);

    // A reload on the result asks for nothing again and patches nothing twice.
    cleanup();
    renderWizard('firstStep');
    await settle();
    expect(heading()).toBe('Our recommendation for you');
    expect(formCalls('PATCH')).toHaveLength(1);

    // A changed answer changes the recommendation, which is patched again.
    fireEvent.click(button('Back'));
    await answer('Rose gold');
    await settle();
    expect(formCalls('PATCH')).toHaveLength(2);
    expect(formCalls('PATCH')[1]?.body).toMatchObject({ products: '10-1,10-3' });

    // Restart forgets the form: the next start asks for it again.
    fireEvent.click(button('Start again'));
    fireEvent.click(button('Let’s begin'));
    expect(heading()).toBe('Before we begin');
  });

  it('a link into the steps still asks for the contact first and keeps the answers', async () => {
    window.history.replaceState(null, '', '/en/service/finder?wizard=steps&answers=gift');
    renderWizard('firstStep');
    expect(heading()).toBe('Before we begin');
    tick('data_agreement');
    fillPerson();
    await submit();
    expect(heading()).toBe('Which gold?');
  });
});

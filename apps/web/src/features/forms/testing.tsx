import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { FormBlockProps, FormCopy, FormPlacement } from './types';

/** Test helpers of the form blocks (not shipped: only tests import this file). */

export function placement(overrides: Partial<FormPlacement> = {}): FormPlacement {
  return {
    locale: 'en',
    componentUid: 'block-uid-1',
    formId: 'form-1',
    storyUuid: 'story-uuid-1',
    microsite: null,
    popupUid: null,
    ...overrides,
  };
}

export function copy(overrides: Partial<FormCopy> = {}): FormCopy {
  return {
    headline: 'Headline',
    text: null,
    submitLabel: 'Send it',
    successHeadline: 'Thanks!',
    successSubheadline: 'We will be in touch.',
    dataAgreementLabel: 'I accept the privacy policy.',
    dataAgreementHref: '/datenschutz',
    ...overrides,
  };
}

export const props = (
  p: Partial<FormPlacement> = {},
  c: Partial<FormCopy> = {},
): FormBlockProps => ({ placement: placement(p), copy: copy(c) });

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch with answers in order; records every call with its parsed JSON body. */
export function mockFetch(...answers: { status: number; body?: unknown }[]) {
  const calls: Call[] = [];
  const queue = [...answers];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = queue.shift() ?? { status: 500 };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const root = (component: string) => screen.getByTestId(`form-${component}`);

/** The field wrapper of an API field (`data-field`). */
export function field(name: string, scope: HTMLElement = document.body): HTMLElement {
  const el = scope.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
}

export function type(name: string, value: string, scope?: HTMLElement) {
  const input = field(name, scope).querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `input[name="${name}"], textarea[name="${name}"]`,
  );
  if (!input) throw new Error(`no input ${name}`);
  fireEvent.change(input, { target: { value } });
}

export function tick(name: string, scope?: HTMLElement) {
  fireEvent.click(within(field(name, scope)).getByRole('checkbox'));
}

/** Opens a dropdown field and picks the option with this value (`data-value`). */
export function choose(name: string, value: string, scope?: HTMLElement) {
  const wrapper = field(name, scope);
  fireEvent.click(within(wrapper).getByRole('combobox'));
  const option = wrapper.querySelector<HTMLElement>(`[data-value="${value}"]`);
  if (!option) throw new Error(`no option ${value} in ${name}`);
  fireEvent.click(option);
}

/** The error text under a field, or null. */
export function fieldError(name: string, scope?: HTMLElement): string | null {
  const control = field(name, scope).querySelector('[aria-describedby]');
  const id = control?.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0]!)?.textContent ?? null) : null;
}

export async function submit(scope?: HTMLElement) {
  const button = (scope ?? document.body).querySelector<HTMLButtonElement>('button[type=submit]');
  if (!button) throw new Error('no submit button');
  await act(async () => {
    fireEvent.click(button);
  });
  // Lets the fetch promise chain settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export const REQUIRED_EN = 'This field is required.';

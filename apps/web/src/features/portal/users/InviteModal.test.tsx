import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from '@/ui/Toast';
import type { LocationUser, PendingInvite } from '../api';
import { BASE_ROUTES, LOCATIONS, portalUser, renderPortal, routeFetch } from '../testing';
import { InviteModal } from './InviteModal';
import type { InviteContext } from './inviteSchema';

/** Radix selects and dialogs take many renders; a busy CI machine needs more than 5 s. */
const SLOW_MS = 20_000;

const CONTEXT: InviteContext = {
  emails: new Set(['anna.berger@maison.test']),
  usernames: new Set(['atelierwien_max_muster_ab']),
  needsUserType: false,
};

const membership = (overrides: Partial<LocationUser> = {}): LocationUser => ({
  id: 50,
  user: {
    id: 60,
    first_name: 'Lena',
    last_name: 'Vogt',
    email: null,
    username: 'atelierwien_lena_vogt_k3',
    is_superuser: false,
  },
  permissions: ['location:manage'],
  user_id: 60,
  location: 1,
  portal_user_type: 'jeweler',
  ...overrides,
});

const invite: PendingInvite = {
  id: 9,
  email: 'lena@maison.test',
  username: null,
  user_data: { first_name: 'Lena', last_name: 'Vogt', gender: 'W' },
  location: 1,
  permissions: ['location:manage'],
  language: 'de',
  created_at: '2026-03-01T10:00:00Z',
  expires_at: '2026-03-08T10:00:00Z',
};

const submitButton = () => screen.getByTestId('invite-submit');
const isEnabled = () => submitButton().getAttribute('aria-disabled') !== 'true';
const typeInto = (label: RegExp, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const choose = async (label: RegExp, option: string) => {
  fireEvent.click(screen.getAllByRole('combobox', { name: label })[0]!);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Fills everything but the e-mail or username. */
async function fillPerson() {
  typeInto(/^Vorname/, 'Lena');
  typeInto(/^Nachname/, 'Vogt');
  await choose(/^Anrede/, 'Frau');
  await choose(/^Standort/, 'Atelier Wien');
}

function open(context: InviteContext = CONTEXT, user = portalUser()) {
  const onClose = vi.fn();
  renderPortal(
    <>
      <InviteModal locations={LOCATIONS} context={context} onClose={onClose} />
      <Toaster />
    </>,
    { user },
  );
  return onClose;
}

let calls: ReturnType<typeof routeFetch>['calls'];
const created = (status: number, body: unknown) => {
  calls = routeFetch({ ...BASE_ROUTES, 'POST /api/v1/locations/1/users/': { status, body } }).calls;
};
const posted = () => calls.filter((c) => c.method === 'POST').map((c) => c.body);

beforeEach(() => created(500, {}));
afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

describe('invite modal: validation (002 §5)', { timeout: SLOW_MS }, () => {
  it('keeps Invite disabled until names, salutation, location and e-mail are valid', async () => {
    open();
    expect(isEnabled()).toBe(false);
    typeInto(/^Vorname/, '');
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    await fillPerson();
    expect(isEnabled()).toBe(false);
    typeInto(/^E-Mail-Adresse/, 'lena@');
    expect(
      await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    ).toBeTruthy();
    expect(isEnabled()).toBe(false);
    typeInto(/^E-Mail-Adresse/, 'lena@maison.test');
    await waitFor(() => expect(isEnabled()).toBe(true));
    // The default language is German.
    expect(screen.getByRole('combobox', { name: /^Sprache/ }).textContent).toContain('Deutsch');
  });

  it('finds an e-mail of a listed user or invite, case-insensitively, before sending', async () => {
    open();
    await fillPerson();
    typeInto(/^E-Mail-Adresse/, 'Anna.Berger@MAISON.test');
    expect(
      await screen.findByText(
        'Diese E-Mail-Adresse gehört bereits zu einem Benutzer oder einer Einladung.',
      ),
    ).toBeTruthy();
    expect(isEnabled()).toBe(false);
    fireEvent.click(submitButton());
    expect(posted()).toEqual([]);
  });

  it('asks the user type only of a viewer who is not a jeweler', async () => {
    open({ ...CONTEXT, needsUserType: true }, portalUser({ portal_user_type: 'maison' }));
    await fillPerson();
    typeInto(/^E-Mail-Adresse/, 'lena@maison.test');
    expect(isEnabled()).toBe(false);
    await choose(/^Benutzertyp/, 'Juwelier');
    await waitFor(() => expect(isEnabled()).toBe(true));
    cleanup();
    open();
    expect(screen.queryByRole('combobox', { name: /^Benutzertyp/ })).toBeNull();
  });
});

describe('invite modal: without e-mail (002 §5)', { timeout: SLOW_MS }, () => {
  it('generates the username from location and names until one is typed', async () => {
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: /Ohne E-Mail-Adresse/ }));
    await fillPerson();
    const username = screen.getByRole('textbox', { name: /^Benutzername/ }) as HTMLInputElement;
    await waitFor(() => expect(username.value).toMatch(/^atelierwie_lena_vogt_[a-z0-9]{2}$/));
    const generated = username.value;
    typeInto(/^Nachname/, 'Vogt-Müller');
    // The random characters stay; the names follow.
    await waitFor(() => expect(username.value).toBe(generated.replace('_vogt_', '_vogtmuller_')));
    typeInto(/^Benutzername/, 'Lena.V');
    typeInto(/^Vorname/, 'Helena');
    expect(username.value).toBe('Lena.V');
    await waitFor(() => expect(isEnabled()).toBe(true));
  });

  it('refuses a username already listed, case-insensitively', async () => {
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: /Ohne E-Mail-Adresse/ }));
    await fillPerson();
    typeInto(/^Benutzername/, 'AtelierWien_Max_Muster_AB');
    expect(await screen.findByText('Dieser Benutzername ist bereits vergeben.')).toBeTruthy();
    expect(isEnabled()).toBe(false);
  });
});

describe('invite modal: outcomes (002 §4, §8)', { timeout: SLOW_MS }, () => {
  async function send(withoutEmail = false) {
    if (withoutEmail)
      fireEvent.click(screen.getByRole('checkbox', { name: /Ohne E-Mail-Adresse/ }));
    await fillPerson();
    if (!withoutEmail) typeInto(/^E-Mail-Adresse/, 'lena@maison.test');
    await waitFor(() => expect(isEnabled()).toBe(true));
    await act(async () => fireEvent.click(submitButton()));
  }

  it('one-time password: the username and password, a copy button, then close', async () => {
    created(201, {
      type: 'location_user_with_one_time_password',
      data: { password: 'Kx7mPq2wRt9sVb4n', location_user: membership() },
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onClose = open();
    await send(true);
    expect(posted()[0]).toMatchObject({
      location: 1,
      permissions: ['location:manage'],
      language: 'de',
      user_data: { first_name: 'Lena', last_name: 'Vogt', gender: 'W' },
    });
    expect((posted()[0] as { username: string }).username).toMatch(/^atelierwie_lena_vogt_/);
    expect((posted()[0] as { email?: string }).email).toBeUndefined();
    expect((await screen.findByTestId('otp-password')).textContent).toBe('Kx7mPq2wRt9sVb4n');
    expect(screen.getByTestId('otp-username').textContent).toBe('atelierwien_lena_vogt_k3');
    await act(async () => fireEvent.click(screen.getByTestId('otp-copy')));
    expect(writeText).toHaveBeenCalledWith(
      'Benutzername: atelierwien_lena_vogt_k3\nEinmalpasswort: Kx7mPq2wRt9sVb4n',
    );
    expect(screen.getByTestId('otp-copy').textContent).toBe('Kopiert');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('otp-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('invite: a success toast, and the modal closes', async () => {
    created(201, { type: 'location_invite', data: invite });
    const onClose = open();
    await send();
    expect(posted()[0]).toMatchObject({ email: 'lena@maison.test' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByTestId('toast').textContent).toContain(
      'Die Einladung an lena@maison.test ist verschickt.',
    );
  });

  it('existing user: a toast saying so', async () => {
    created(200, {
      type: 'location_user_exists',
      data: membership({ user: { ...membership().user, email: 'lena@maison.test' } }),
    });
    const onClose = open();
    await send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByTestId('toast').textContent).toContain(
      'Lena Vogt hat bereits ein Konto und hat jetzt Zugang zu Atelier Wien.',
    );
  });

  it.each([
    [
      403,
      { detail: 'You do not have permission to perform this action.' },
      'You do not have permission to perform this action.',
    ],
    [400, { message: 'Invites are paused.' }, 'Invites are paused.'],
    [500, {}, 'Der Benutzer konnte nicht angelegt werden. Bitte versuchen Sie es erneut.'],
  ])(
    'failure %i: the server detail or message, else the generic message',
    async (status, body, text) => {
      created(status, body);
      const onClose = open();
      await send();
      expect((await screen.findByTestId('invite-failure')).textContent).toBe(text);
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('a field error of the server shows under its field', async () => {
    created(400, { email: ['An invite for this e-mail address is pending.'] });
    open();
    await send();
    expect(await screen.findByText('An invite for this e-mail address is pending.')).toBeTruthy();
    expect(screen.queryByTestId('invite-failure')).toBeNull();
  });

  it('a network error gives the generic message', async () => {
    routeFetch(BASE_ROUTES);
    const fetchMock = vi.fn(async (url: string | URL | Request) => {
      if (String(url).endsWith('/locations/1/users/')) throw new TypeError('Failed to fetch');
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    open();
    await send();
    expect((await screen.findByTestId('invite-failure')).textContent).toBe(
      'Der Benutzer konnte nicht angelegt werden. Bitte versuchen Sie es erneut.',
    );
  });
});

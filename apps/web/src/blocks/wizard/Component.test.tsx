import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createLinkResolver } from '@/features/content/links';
import { renderWithIntl } from '@/ui/test-utils';

vi.mock('@/features/content/api', () => ({
  getProducts: vi.fn(async () => {
    throw new Error('content service unreachable');
  }),
}));
// The real provider reads the server's messages; the test wraps the tree in them itself.
vi.mock('@/features/forms/FormIntl', () => ({
  FormIntl: ({ children }: { children: ReactNode }) => children,
}));

const { WizardBlock } = await import('./Component');
const { wizardSchema } = await import('./schema');

describe('WizardBlock', () => {
  it('shows a friendly message when the products cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const block = wizardSchema.parse({
      _uid: 'w1',
      component: 'wizard',
      steps: [
        {
          _uid: 's1',
          label: 'Gold?',
          weight: 1,
          wizardStepChoices: [{ id: 'c1', name: 'Yellow gold' }],
        },
      ],
    });
    const element = await WizardBlock({
      block,
      ctx: {
        locale: 'de',
        channel: 'default',
        links: createLinkResolver({}, 'de'),
        render: () => null,
      },
    });
    renderWithIntl(element, { locale: 'de' });
    expect(screen.getByTestId('wizard-unavailable').textContent).toBe(
      'Der Berater kann gerade nicht geladen werden. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    );
    expect(error).toHaveBeenCalledOnce();
  });
});

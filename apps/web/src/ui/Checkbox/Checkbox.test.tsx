import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '../test-utils';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('toggles from its label, which may contain a link', () => {
    const onCheckedChange = vi.fn();
    renderWithIntl(
      <Checkbox
        label={
          <>
            I accept the <a href="/privacy">privacy policy</a>
          </>
        }
        required
        error="This field is required."
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: /I accept the privacy policy/ });
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This field is required.',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toBeTruthy();
    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});

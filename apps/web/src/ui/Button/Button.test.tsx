import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '../test-utils';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('calls onClick when active', () => {
    const onClick = vi.fn();
    renderWithIntl(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is busy, aria-disabled, ignores clicks and does not submit', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    renderWithIntl(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Send/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toContain('Loading…');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is natively disabled without a reason', () => {
    renderWithIntl(<Button disabled>Order</Button>);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('stays focusable and describes why when disabled with a reason', () => {
    const onClick = vi.fn();
    renderWithIntl(
      <Button disabled disabledReason="Choose a store first." onClick={onClick}>
        Order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Order' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const description = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Choose a store first.');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { INPUT_HINT_HIDE_MS, INPUT_HINT_SHOW_MS } from '@maison/domain/constants';
import { renderWithIntl } from '../test-utils';
import { TextArea, TextInput } from './TextInput';

afterEach(cleanup);

describe('TextInput', () => {
  it('labels the field, marks it required with a hidden asterisk and links the error', () => {
    renderWithIntl(<TextInput label="Email" required error="This field is required." />);
    const input = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('This field is required.');
    const asterisk = screen.getByText('*');
    expect(asterisk.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no aria-invalid or description without an error', () => {
    renderWithIntl(<TextInput label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('renders a textarea variant', () => {
    renderWithIntl(<TextArea label="Message" />);
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
  });

  describe('hint timing (000 §4)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const hint = () => screen.getByText('We only reply.');

    it('is hidden at 0.9 s, visible at 1.1 s and hidden again after 5 s', () => {
      renderWithIntl(<TextInput label="Email" hint="We only reply." />);
      const input = screen.getByLabelText('Email');
      expect(input.getAttribute('aria-describedby')).toBe(hint().id);
      expect(hint().dataset.visible).toBe('false');
      act(() => vi.advanceTimersByTime(INPUT_HINT_SHOW_MS - 100));
      expect(hint().dataset.visible).toBe('false');
      act(() => vi.advanceTimersByTime(200));
      expect(hint().dataset.visible).toBe('true');
      act(() => vi.advanceTimersByTime(INPUT_HINT_HIDE_MS - INPUT_HINT_SHOW_MS - 200));
      expect(hint().dataset.visible).toBe('true');
      act(() => vi.advanceTimersByTime(200));
      expect(hint().dataset.visible).toBe('false');
    });

    it('can be toggled with the info button and dismissed with Escape', () => {
      renderWithIntl(<TextInput label="Email" hint="We only reply." />);
      const toggle = screen.getByRole('button', { name: 'Show hint' });
      fireEvent.click(toggle);
      expect(hint().dataset.visible).toBe('true');
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape' });
      expect(hint().dataset.visible).toBe('false');
    });
  });
});

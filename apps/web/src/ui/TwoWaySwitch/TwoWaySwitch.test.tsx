import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../test-utils';
import { TwoWaySwitch } from './TwoWaySwitch';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState<'yearly' | 'monthly'>('yearly');
  return (
    <TwoWaySwitch
      label="Period"
      options={[
        { value: 'yearly', label: 'Yearly' },
        { value: 'monthly', label: 'Monthly' },
      ]}
      value={value}
      onValueChange={setValue}
    />
  );
}

describe('TwoWaySwitch', () => {
  it('switches between its two options by the switch and by the labels', () => {
    renderWithIntl(<Harness />);
    const control = screen.getByRole('switch', { name: 'Period Monthly' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Yearly'));
    expect(control.getAttribute('aria-checked')).toBe('false');
  });
});

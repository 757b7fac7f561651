import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../test-utils';
import { SearchInput } from './SearchInput';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState('ring');
  return <SearchInput value={value} onValueChange={setValue} />;
}

describe('SearchInput', () => {
  it('clears with its accessible button and refocuses the field', () => {
    renderWithIntl(<Harness />, { locale: 'ja' });
    const input = screen.getByRole('searchbox', { name: '検索' }) as HTMLInputElement;
    expect(input.value).toBe('ring');
    fireEvent.click(screen.getByRole('button', { name: '検索をクリア' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: '検索をクリア' })).toBeNull();
  });

  it('clears on Escape', () => {
    renderWithIntl(<Harness />);
    const input = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
  });
});

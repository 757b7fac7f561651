import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Text } from './Text';
import styles from './Text.module.css';

afterEach(cleanup);

describe('Text', () => {
  it('picks a default element per variant', () => {
    render(<Text variant="display-1">Title</Text>);
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeTruthy();
  });

  it('renders the element given by `as` with the variant look', () => {
    render(
      <Text variant="eyebrow" as="span" id="e">
        New
      </Text>,
    );
    const el = screen.getByText('New');
    expect(el.tagName).toBe('SPAN');
    expect(el.classList.contains(styles.eyebrow!)).toBe(true);
  });
});

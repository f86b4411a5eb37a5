import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/content/form-options';
import { CountryPicker } from './country-picker';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="country">Country</label>
      <CountryPicker id="country" value={value} onChange={setValue} placeholder="Select country" />
    </>
  );
}

const optionNames = () => within(screen.getByLabelText('Country')).getAllByRole('option').map((option) => option.textContent);

describe('CountryPicker', () => {
  it('lists about 195 countries with a Popular Countries group first', () => {
    render(<Harness />);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    const groups = within(screen.getByLabelText('Country')).getAllByRole('group');
    expect(groups[0]).toHaveAttribute('label', 'Popular Countries');
    expect(optionNames()).toHaveLength(COUNTRIES.length + 1);
  });

  it('filters case-insensitively', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox'), 'UNITED');
    expect(optionNames()).toEqual(['Select country', 'United States', 'United Kingdom', 'United Arab Emirates']);
  });

  it('says when nothing matches', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No country found.');
  });

  it('keeps the chosen country when the filter hides it', async () => {
    render(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'France');
    await userEvent.type(screen.getByRole('searchbox'), 'ger');
    expect(screen.getByLabelText('Country')).toHaveValue('France');
  });
});

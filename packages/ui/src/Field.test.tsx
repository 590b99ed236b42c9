import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, TextField } from './Field';

describe('form fields (errors shown where the user is looking)', () => {
  it('labels the input and reads its error with it', () => {
    render(<TextField label="Weight" value="200" onChange={() => {}} error="At most 150 lb" />);
    const input = screen.getByLabelText('Weight');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At most 150 lb').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('is not marked invalid without an error, and describes itself by its hint', () => {
    render(<TextField label="PO number" value="" onChange={() => {}} hint="Optional" />);
    const input = screen.getByLabelText('PO number');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Optional').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('hands each typed value to onChange', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="City" value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('City'), 'Boulder');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Boulder');
  });

  it('selects an option and checks a box', async () => {
    let country = '';
    let residential = false;
    render(
      <>
        <SelectField
          label="Country"
          placeholder="Choose…"
          options={[
            { value: 'US', label: 'United States' },
            { value: 'CA', label: 'Canada' },
          ]}
          value=""
          onChange={(value) => {
            country = value;
          }}
        />
        <CheckboxField
          label="Residential address"
          checked={false}
          onChange={(checked) => {
            residential = checked;
          }}
        />
      </>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    await userEvent.click(screen.getByLabelText('Residential address'));
    expect(country).toBe('CA');
    expect(residential).toBe(true);
  });
});

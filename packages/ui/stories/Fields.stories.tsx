import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { CheckboxField, SelectField, TextField } from '../src/Field';

const meta = { title: 'ui/Fields' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
];

function Text(props: { initial: string; error?: string; required?: boolean }) {
  const [email, setEmail] = useState(props.initial);
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      hint="We send the labels and tracking here."
      required={props.required}
      value={email}
      onChange={setEmail}
      error={props.error}
    />
  );
}

function Select(props: { initial: string; error?: string }) {
  const [country, setCountry] = useState(props.initial);
  return (
    <SelectField
      label="Country"
      placeholder="Choose a country"
      hint="Where the box is picked up."
      required
      options={COUNTRIES}
      value={country}
      onChange={setCountry}
      error={props.error}
    />
  );
}

function Checkbox(props: { initial: boolean; disabled?: boolean }) {
  const [residential, setResidential] = useState(props.initial);
  return (
    <CheckboxField
      label="Residential address"
      hint="Carriers charge more to deliver to a home."
      disabled={props.disabled}
      checked={residential}
      onChange={setResidential}
    />
  );
}

export const TextWithHint: Story = { render: () => <Text initial="" required /> };

/** The error shows under its field and is read with the control (aria-describedby). */
export const TextWithError: Story = {
  render: () => (
    <Text initial="rider@example" required error="Enter an email like name@example.com." />
  ),
};

export const SelectWithHint: Story = { render: () => <Select initial="US" /> };

export const SelectWithError: Story = {
  render: () => <Select initial="" error="Choose the country the box ships from." />,
};

export const Checkbox_: Story = { name: 'Checkbox', render: () => <Checkbox initial={false} /> };

export const CheckboxCheckedDisabled: Story = {
  render: () => <Checkbox initial disabled />,
};

/** A small form as a step lays its fields out. */
export const Form: Story = {
  render: () => (
    <form>
      <Text initial="" required />
      <Select initial="" error="Choose the country the box ships from." />
      <Checkbox initial />
    </form>
  ),
};

import { type ReferenceLoad, referenceDataOf } from '@bikeship/core/runtime';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useReferenceData, useReferenceDataAll } from './useReferenceData';

/** A stand-in API: one list call, answering what each test gives it. */
interface PresetSource {
  presets(): Promise<string[]>;
}

const PRESETS: ReferenceLoad<PresetSource, string[]> = {
  key: 'presets',
  load: (source) => source.presets(),
};

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((settleWith, failWith) => {
    resolve = settleWith;
    reject = failWith;
  });
  return { promise, resolve, reject };
}

/** Shows what it reads, and records each status it rendered with. */
function Presets(props: { source: PresetSource; label: string; seen?: string[] }) {
  const read = useReferenceData(props.source, PRESETS);
  props.seen?.push(read.status);
  if (read.status === 'failed') {
    return (
      <p>
        {props.label}: presets did not load{' '}
        <button type="button" onClick={read.retry}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <p>
      {props.label}: {read.status === 'ready' ? read.value.join(', ') : 'loading'}
    </p>
  );
}

describe('useReferenceData', () => {
  it('reads loading, then the value once loaded', async () => {
    const answer = deferred<string[]>();
    const source = { presets: () => answer.promise };
    render(<Presets source={source} label="Box" />);
    expect(screen.getByText('Box: loading')).toBeTruthy();
    answer.resolve(['Bike box', 'Bike bag']);
    expect(await screen.findByText('Box: Bike box, Bike bag')).toBeTruthy();
  });

  it('shares one load between components, and a later one reads it on its first render', async () => {
    const presets = vi.fn(async () => ['Bike box']);
    const source = { presets };
    const view = render(<Presets source={source} label="Quote box" />);
    view.rerender(
      <>
        <Presets source={source} label="Quote box" />
        <Presets source={source} label="Step 1" />
      </>,
    );
    expect(await screen.findByText('Step 1: Bike box')).toBeTruthy();
    expect(screen.getByText('Quote box: Bike box')).toBeTruthy();
    const seen: string[] = [];
    render(<Presets source={source} label="Step 4" seen={seen} />);
    expect(seen[0]).toBe('ready');
    expect(seen).not.toContain('loading');
    expect(presets).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in place, and asks again on retry', async () => {
    const user = userEvent.setup();
    const presets = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(['Bike box']);
    render(<Presets source={{ presets }} label="Box" />);
    expect(await screen.findByText(/Box: presets did not load/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Box: Bike box')).toBeTruthy();
    expect(presets).toHaveBeenCalledTimes(2);
  });

  it('asks again for a load that failed before it mounted, reading loading rather than the old failure', async () => {
    const presets = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(['Bike bag']);
    const source = { presets };
    await referenceDataOf(source)
      .load(PRESETS)
      .catch(() => {});
    const seen: string[] = [];
    render(<Presets source={source} label="Box" seen={seen} />);
    expect(await screen.findByText('Box: Bike bag')).toBeTruthy();
    expect(seen[0]).toBe('loading');
    expect(seen).not.toContain('failed');
  });

  it('reads nothing and asks nothing for a null load', () => {
    const presets = vi.fn(async () => ['Bike box']);
    function Nothing() {
      const read = useReferenceData<PresetSource, string[]>({ presets }, null);
      return <p>{read.status}</p>;
    }
    render(<Nothing />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(presets).not.toHaveBeenCalled();
  });
});

describe('useReferenceDataAll', () => {
  interface StatesSource {
    states(country: string): Promise<string[]>;
  }
  const statesOf = (country: string): ReferenceLoad<StatesSource, string[]> => ({
    key: `states:${country}`,
    load: (source) => source.states(country),
  });

  function States(props: { source: StatesSource; countries: string[] }) {
    const reads = useReferenceDataAll(props.source, props.countries.map(statesOf));
    return (
      <ul>
        {props.countries.map((country, index) => (
          <li key={country}>
            {country}: {reads[index]?.value?.join(' ') ?? reads[index]?.status}
          </li>
        ))}
      </ul>
    );
  }

  it('reads each load in order, asking only for the ones it has not had', async () => {
    const states = vi.fn(async (country: string) => (country === 'CA' ? ['BC'] : ['CO']));
    const source = { states };
    const view = render(<States source={source} countries={['US']} />);
    expect(await screen.findByText('US: CO')).toBeTruthy();
    view.rerender(<States source={source} countries={['US', 'CA']} />);
    expect(screen.getByText('US: CO')).toBeTruthy();
    expect(await screen.findByText('CA: BC')).toBeTruthy();
    expect(states.mock.calls.map(([country]) => country)).toEqual(['US', 'CA']);
  });

  it('reads loads settled before it mounted on its first render', async () => {
    const source = { states: async () => ['ON'] };
    await referenceDataOf(source).load(statesOf('CA'));
    render(<States source={source} countries={['CA']} />);
    expect(screen.getByText('CA: ON')).toBeTruthy();
  });
});

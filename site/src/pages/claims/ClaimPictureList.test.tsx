import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChosenFile, ClaimPictureList, type ClaimPictureListProps } from './ClaimPictureList';

const picture = (name: string, type = 'image/png') =>
  new File([new Uint8Array([1, 2, 3])], name, { type });

function listProps(files: ChosenFile[], more: Partial<ClaimPictureListProps> = {}) {
  return {
    list: 'OutsidePics',
    title: 'Outside',
    hint: 'The box from every side.',
    files,
    refusals: [],
    progress: null,
    sending: false,
    onAdd: vi.fn(),
    onRemove: vi.fn(),
    ...more,
  } satisfies ClaimPictureListProps;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a claim picture list (quote §3: the five picture lists)', () => {
  it('shows a chosen picture from an object URL and revokes the URL when the file goes', () => {
    let made = 0;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const box = { id: 'a', file: picture('box.png') };
    const receipt = { id: 'b', file: picture('receipt.pdf', 'application/pdf') };
    const { rerender, unmount } = render(<ClaimPictureList {...listProps([box, receipt])} />);

    const files = screen.getByRole('list', { name: 'Outside files' });
    expect(files.querySelector('img')?.getAttribute('src')).toBe('blob:test/1');
    // A PDF gets a tile, not an object URL.
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByText('receipt.pdf')).toBeTruthy();

    rerender(<ClaimPictureList {...listProps([receipt])} />);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
    unmount();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('hands the chosen files on, removes one by its button, and says refusals at the list', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const props = listProps([{ id: 'a', file: picture('box.png') }], {
      refusals: ['"notes.txt" was not added: it is not a picture or a PDF.'],
    });
    render(<ClaimPictureList {...props} />);

    const input = screen.getByLabelText('Add outside files');
    const chosen = [picture('one.png'), picture('two.png')];
    fireEvent.change(input, { target: { files: chosen } });
    expect(props.onAdd).toHaveBeenCalledWith(chosen);

    fireEvent.click(screen.getByRole('button', { name: 'Remove box.png from outside' }));
    expect(props.onRemove).toHaveBeenCalledWith('a');
    expect(screen.getByRole('alert').textContent).toContain('"notes.txt" was not added');
  });

  it('while sending: a progress bar per file, and nothing can be added or removed', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    render(
      <ClaimPictureList
        {...listProps([{ id: 'a', file: picture('box.png') }], {
          sending: true,
          progress: new Map([['a', 0.5]]),
        })}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Upload of box.png' });
    expect(bar.getAttribute('value')).toBe('0.5');
    expect(bar.getAttribute('aria-valuetext')).toBe('50%');
    expect((screen.getByLabelText('Add outside files') as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Remove box.png from outside' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});

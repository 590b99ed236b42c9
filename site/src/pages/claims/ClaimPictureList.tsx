import { CLAIM_FILE_CONTENT_TYPES } from '@bikeship/core/constants';
import type { ClaimPictureField } from '@bikeship/core/schemas';
import { type Ref, useEffect, useId, useState } from 'react';

/** A file the customer chose for a list, with a key that stays while others are removed. */
export interface ChosenFile {
  id: string;
  file: File;
}

/** What the picker offers: the accepted types, and their names for a file the OS types loosely. */
const ACCEPT = [
  ...CLAIM_FILE_CONTENT_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.heic',
  '.heif',
  '.pdf',
].join(',');

/** The kinds a browser can draw as a thumbnail; a PDF or HEIC gets a labelled tile instead. */
const DRAWABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A thumbnail of a chosen picture, drawn from an object URL made when it shows and revoked when
 * it goes (the file removed, the claim filed): the browser keeps no file it no longer shows.
 * Made in an effect: the prerender has no files and no URL API.
 */
function FileThumbnail(props: { file: File }) {
  const { file } = props;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!DRAWABLE.has(file.type)) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file]);
  if (url) {
    // The file's name is beside it: the picture adds nothing a screen reader should repeat.
    return <img className="claim-thumb" src={url} alt="" width={64} height={64} />;
  }
  const kind = file.type === 'application/pdf' || /\.pdf$/i.test(file.name) ? 'PDF' : 'Photo';
  return (
    <span className="claim-thumb claim-thumb-tile" aria-hidden="true">
      {kind}
    </span>
  );
}

export interface ClaimPictureListProps {
  list: ClaimPictureField;
  /** The list's name, e.g. "Bill of sale". */
  title: string;
  /** What goes in it. */
  hint: string;
  required?: boolean;
  files: readonly ChosenFile[];
  /** Why files were not added, one sentence each (the size and type limits). */
  refusals: readonly string[];
  /** What is wrong with the list as a whole (nothing in it, or the server's word). */
  problem?: string;
  /** Each file's upload fraction 0…1 while and after a send; null when there is none. */
  progress: ReadonlyMap<string, number> | null;
  sending: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One of the claim's five picture lists (quote §3): a file picker that takes several files, the
 * chosen files with a thumbnail, their size, their upload progress and a remove button, and what
 * was refused, said at the list.
 */
export function ClaimPictureList(props: ClaimPictureListProps) {
  const { title, files, refusals, problem, progress, sending } = props;
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const describedBy = [hintId, problem || refusals.length > 0 ? problemId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="claim-list">
      <legend>
        {title}
        {props.required ? <span className="claim-required"> (required)</span> : null}
      </legend>
      <p id={hintId} className="claim-hint">
        {props.hint}
      </p>
      <label htmlFor={inputId} className="claim-pick-label">
        Add {title.toLowerCase()} files
      </label>
      <input
        ref={props.inputRef}
        id={inputId}
        className="claim-pick"
        type="file"
        multiple
        accept={ACCEPT}
        disabled={sending}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          // Emptied, so choosing the same file again (after removing it) is heard.
          event.currentTarget.value = '';
          if (chosen.length > 0) props.onAdd(chosen);
        }}
      />
      {problem || refusals.length > 0 ? (
        <div id={problemId} className="claim-problem" role="alert">
          {problem ? <p>{problem}</p> : null}
          {refusals.map((refusal) => (
            <p key={refusal}>{refusal}</p>
          ))}
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul className="claim-files" aria-label={`${title} files`}>
          {files.map(({ id, file }) => {
            const fraction = progress?.get(id);
            return (
              <li key={id}>
                <FileThumbnail file={file} />
                <span className="claim-file-text">
                  <span className="claim-file-name">{file.name}</span>
                  <span className="claim-file-size">{megabytes(file.size)}</span>
                  {fraction === undefined ? null : (
                    <progress
                      max={1}
                      value={fraction}
                      aria-label={`Upload of ${file.name}`}
                      aria-valuetext={`${Math.round(fraction * 100)}%`}
                    />
                  )}
                </span>
                <button
                  type="button"
                  className="claim-remove"
                  disabled={sending}
                  aria-label={`Remove ${file.name} from ${title.toLowerCase()}`}
                  onClick={() => props.onRemove(id)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}

import { CLAIM_PICTURE_FIELDS } from '@bikeship/core/constants';
import { claimFileRefusal } from '@bikeship/core/rules';
import type { ClaimPictureField } from '@bikeship/core/schemas';
import { useRef, useState } from 'react';
import type { ChosenFile } from './ClaimPictureList';
import { inSendingOrder } from './claimForm';
import { emptyLists, refusalMessage } from './claimPictureLists';

/**
 * The files chosen for the claim's five lists, and why any were refused. A file is checked
 * against the server's limits as it is chosen (core's claimFileRefusal: type, size, per list, per
 * claim, the total), so nothing is sent that the server would turn away. `onAdded` is told of a
 * list that gained a file (its "needs a file" problem is solved), `onChanged` of any change (a
 * finished send's progress no longer matches the files).
 */
export function useClaimPictures(events: {
  onAdded(list: ClaimPictureField): void;
  onChanged(): void;
}) {
  const [lists, setLists] = useState(emptyLists<ChosenFile>);
  const [refusals, setRefusals] = useState(emptyLists<string>);
  const nextFileId = useRef(0);

  const addFiles = (list: ClaimPictureField, chosen: File[]) => {
    const added: ChosenFile[] = [];
    const refused: string[] = [];
    const all = inSendingOrder(lists);
    let inClaim = all.length;
    let bytes = all.reduce((sum, entry) => sum + entry.file.size, 0);
    for (const file of chosen) {
      const refusal = claimFileRefusal(file, {
        inList: lists[list].length + added.length,
        inClaim,
        bytes,
      });
      if (refusal) {
        refused.push(refusalMessage(file, refusal));
        continue;
      }
      nextFileId.current += 1;
      added.push({ id: `file-${nextFileId.current}`, file });
      inClaim += 1;
      bytes += file.size;
    }
    setLists((current) => ({ ...current, [list]: [...current[list], ...added] }));
    setRefusals((current) => ({ ...current, [list]: refused }));
    if (added.length > 0) events.onAdded(list);
    events.onChanged();
  };

  const removeFile = (list: ClaimPictureField, id: string) => {
    setLists((current) => ({
      ...current,
      [list]: current[list].filter((entry) => entry.id !== id),
    }));
    events.onChanged();
  };

  /** The chosen files of each list, as the claim's multipart body takes them. */
  const files = () =>
    Object.fromEntries(
      CLAIM_PICTURE_FIELDS.map((list) => [list, lists[list].map((entry) => entry.file)]),
    ) as Record<ClaimPictureField, File[]>;

  return { lists, refusals, addFiles, removeFile, files };
}

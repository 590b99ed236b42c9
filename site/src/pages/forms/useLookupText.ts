import { useEffect, useRef, useState } from 'react';

/**
 * The text of a lookup form's field (LookupForm): what the address asks for (`asked`, read once
 * the page has hydrated), kept in step with it — a reload, a shared link, the back button. What a
 * visitor typed before the page came alive stays when the address asks for nothing: LookupForm
 * hands it over, and the first, empty `asked` does not wipe it (on a slow phone the box is there,
 * and typed in, a second or two before the app).
 */
export function useLookupText(asked: string): [string, (text: string) => void] {
  const [text, setText] = useState('');
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    const first = shownFor.current === null;
    shownFor.current = asked;
    if (first && !asked) return;
    setText(asked);
  }, [asked]);
  return [text, setText];
}

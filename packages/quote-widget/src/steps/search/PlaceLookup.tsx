import type { Location } from '@bikeship/core/schemas';
import { Field, useMessages } from '@bikeship/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { placeOfExactPostalCode } from './placeOfExactPostalCode';
import { searchMessages } from './searchMessages';
import { usePlaceSuggestions } from './usePlaceSuggestions';

/**
 * A from/to place lookup as the customer types (quote §2), as an ARIA combobox: the input
 * (role combobox) owns a listbox of suggestions; arrow keys move through them, Enter picks one,
 * Escape closes the list. Only a place picked from the list is a value: typing clears it —
 * except a postal code that names exactly one of the places found, which is taken when the
 * customer presses Enter or leaves the field (or, having left, when the answer comes). A text
 * that matches nothing says so under the field.
 */
export function PlaceLookup(props: {
  label: string;
  value: Location | null;
  onChange(place: Location | null): void;
  error?: string | null;
  hint?: ReactNode;
}) {
  const { value, onChange } = props;
  const t = useMessages(searchMessages);
  // What the input shows: the text typed for (or picked as) a value. A value set from outside
  // (the return stage following stage 1, an event, a resumed search) shows its own address.
  const [typed, setTyped] = useState({ text: value?.formatted_address ?? '', value });
  const text = value
    ? typed.value === value
      ? typed.text
      : value.formatted_address
    : typed.value === null
      ? typed.text
      : '';
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const lookingUp = !value && typed.value === null;
  const { places: suggestions, query, failed } = usePlaceSuggestions(text, lookingUp);
  const answered = lookingUp && query === text.trim();
  const exact = answered ? placeOfExactPostalCode(text, suggestions) : null;
  const noMatch = !answered
    ? null
    : failed
      ? t('We could not look places up just now. Check your connection, then type again.')
      : suggestions.length === 0
        ? t('No place found for “{text}”. Check the ZIP, or type the town.', { text })
        : null;
  const listId = useId();
  const expanded = open && !value && suggestions.length > 0;
  // The highlighted option belongs to a list: a new list starts with none, the same list again
  // (one more letter typed) keeps it.
  const listKey = suggestions.map((place) => place.formatted_address).join('\n');
  const [highlight, setHighlight] = useState({ listKey, index: -1 });
  const active = highlight.listKey === listKey ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ listKey, index });

  const pick = (place: Location) => {
    setTyped({ text: place.formatted_address, value: place });
    setOpen(false);
    onChange(place);
  };
  // The answer came after the customer left the field.
  useEffect(() => {
    if (exact && !focused) pick(exact);
  }, [exact]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + count + (active < 0 && step < 0 ? 1 : 0)) % count);
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Enter' && exact) {
      event.preventDefault();
      pick(exact);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Field label={props.label} error={noMatch ?? props.error} hint={props.hint} required>
      {(control) => (
        <div className="bs-search-lookup">
          <input
            {...control}
            className="bs-input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={t('City or postal code')}
            value={text}
            onInput={(event) => {
              setTyped({ text: (event.target as HTMLInputElement).value, value: null });
              setOpen(true);
              if (value) onChange(null);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setOpen(false);
              setFocused(false);
              // At once, not in the effect: the blur may be the press of Get rates.
              if (exact) pick(exact);
            }}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t('{label} suggestions', { label: props.label })}
            className="bs-search-options"
            hidden={!expanded}
          >
            {suggestions.map((place, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the combobox (aria-activedescendant), as the ARIA combobox pattern has it.
              <div
                key={place.formatted_address}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // Keeps the focus in the input, so its blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
              >
                {place.formatted_address}
              </div>
            ))}
          </div>
          <div className="bs-visually-hidden" aria-live="polite">
            {expanded
              ? t(
                  { one: '{count} place found', other: '{count} places found' },
                  { count: suggestions.length },
                )
              : (noMatch ?? '')}
          </div>
        </div>
      )}
    </Field>
  );
}

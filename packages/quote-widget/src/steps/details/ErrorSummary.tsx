import { Button, Notice, useMessages } from '@bikeship/ui';
import { detailsMessages } from './detailsMessages';

/** One thing to fix: its text and the name of the control it is about. */
export interface SummaryEntry {
  key: string;
  text: string;
  target: string;
}

/**
 * What stops the customer from going on, at the top of the step, each entry taking them to its
 * field (an error summary: the field errors stay under their fields too).
 */
export function ErrorSummary(props: {
  entries: readonly SummaryEntry[];
  onGoTo(target: string): void;
}) {
  const t = useMessages(detailsMessages);
  if (props.entries.length === 0) return null;
  return (
    <Notice tone="danger" title={t('Check these details before you continue')}>
      <ul className="bs-details-summary-list">
        {props.entries.map((entry) => (
          <li key={entry.key}>
            <Button variant="link" onClick={() => props.onGoTo(entry.target)}>
              {entry.text}
            </Button>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

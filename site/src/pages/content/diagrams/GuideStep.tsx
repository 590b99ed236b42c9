import type { ReactNode } from 'react';

/**
 * One numbered step of a guide: its drawing beside (or, on a phone, above) a short heading and
 * the few sentences that say how. The number comes from the list's CSS counter, so the steps
 * renumber themselves when one is added.
 */
export function GuideStep(props: { title: string; picture: ReactNode; children: ReactNode }) {
  return (
    <li className="guide-step">
      {props.picture}
      <div>
        <h3>{props.title}</h3>
        {props.children}
      </div>
    </li>
  );
}

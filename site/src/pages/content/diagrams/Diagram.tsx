import type { ReactNode } from 'react';
import { ArtFrame } from '../parts/ArtFrame';

/**
 * The frame of every guide diagram: an inline line drawing that is one image to assistive
 * technology (role="img", named by aria-label and <title>) and has its width and height, so
 * the page does not shift when it paints. Strokes are presentation attributes, not style
 * attributes: the site's CSP forbids inline styles, and the drawing stays legible even before
 * guides.css arrives.
 */
export function Diagram(props: {
  label: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <ArtFrame
      {...props}
      className="guide-diagram"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A short caption inside a drawing (a part's name); the image's label already says it all. */
export function Note(props: { x: number; y: number; children: string; end?: boolean }) {
  return (
    <text
      x={props.x}
      y={props.y}
      className="guide-note"
      fill="currentColor"
      stroke="none"
      fontSize={11}
      textAnchor={props.end ? 'end' : 'start'}
    >
      {props.children}
    </text>
  );
}

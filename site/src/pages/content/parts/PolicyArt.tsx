import type { ReactNode } from 'react';
import { ArtFrame } from './ArtFrame';

/**
 * A small inline illustration: an SVG with a title and a text alternative, sized by its width
 * and height attributes (no layout shift, no style attribute), drawn in the site's palette.
 */
export function PolicyArt(props: {
  label: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return <ArtFrame {...props} className="content-svg" />;
}

/** The palette the illustrations draw with: the design tokens' light theme. */
export const ART = {
  primary: '#0b5cad',
  ink: '#1d2330',
  muted: '#5b6474',
  subtle: '#f3f5f8',
  border: '#c9ced8',
  focus: '#ffbf47',
  warningInk: '#7a4d00',
  success: '#1b6b33',
  successBg: '#e7f6ec',
  infoBg: '#e6f0fb',
} as const;

/** A bicycle drawn in strokes, its wheels' centres at (x, y) and (x + 40, y). */
export function PolicyBike(props: { x: number; y: number; color?: string }) {
  const { x, y } = props;
  const color = props.color ?? ART.ink;
  return (
    <g fill="none" stroke={color} strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
      <circle cx={x} cy={y} r={14} />
      <circle cx={x + 40} cy={y} r={14} />
      <path
        d={`M${x} ${y}L${x + 20} ${y}L${x + 14} ${y - 22}ZM${x + 20} ${y}L${x + 34} ${y - 22}H${x + 14}M${x + 34} ${y - 22}L${x + 40} ${y}M${x + 34} ${y - 22}l-1-6h6M${x + 14} ${y - 22}l-2-6M${x + 8} ${y - 28}h8`}
      />
    </g>
  );
}

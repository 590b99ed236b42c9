import type { ReactNode, SVGProps } from 'react';

/**
 * The frame of every inline drawing of the content pages: one image to assistive technology
 * (role="img", named by aria-label and <title>), sized by its width and height so the page does
 * not shift when it paints, styled by presentation attributes and classes only (the site's CSP
 * forbids style attributes).
 */
export function ArtFrame(
  props: {
    label: string;
    width: number;
    height: number;
    className: string;
    children: ReactNode;
  } & Omit<SVGProps<SVGSVGElement>, 'children' | 'role' | 'viewBox'>,
) {
  const { label, width, height, children, ...rest } = props;
  return (
    <svg
      {...rest}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}

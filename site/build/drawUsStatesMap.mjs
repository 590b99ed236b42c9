#!/usr/bin/env node
// Draws the bike shop finder's map of the United States (site/src/pages/finder/usStates.svg)
// from the us-atlas package: run it again only when the atlas or the drawing changes.
//
// DECISION (a generated, committed SVG file, not a module computed at build time): the map is
// an image the page references (<img>, its own hashed asset, cached and decoded off the main
// thread), so neither the atlas (3 MB of TopoJSON) nor the drawing is in a JavaScript chunk or in
// the build; a committed file keeps the build and the dev server free of the atlas and shows
// in review what ships. drawUsStatesMap.test.ts checks that the file is what this script draws.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const output = new URL('../src/pages/finder/usStates.svg', import.meta.url);

/**
 * A path context that writes whole units of the 975 × 610 frame and drops a point that lands on
 * the one before it: at the size the page shows the map (at most 975 px wide), a finer outline
 * is invisible and costs bytes (the 10m atlas has 10 times the points this keeps).
 */
function roundedPath() {
  let text = '';
  let lastX = 0;
  let lastY = 0;
  let ringStart = 0;
  return {
    moveTo(x, y) {
      lastX = Math.round(x);
      lastY = Math.round(y);
      ringStart = text.length;
      text += `M${lastX},${lastY}`;
    },
    // Relative steps ('l-1,2'): a third shorter than absolute points.
    lineTo(x, y) {
      const [px, py] = [Math.round(x), Math.round(y)];
      if (px === lastX && py === lastY) return;
      text += `l${px - lastX},${py - lastY}`.replace(/,-/g, '-');
      lastX = px;
      lastY = py;
    },
    closePath() {
      // A ring that rounded to a single point (a small island) is not drawn at all.
      if (!text.slice(ringStart).includes('l')) text = text.slice(0, ringStart);
      else text += 'Z';
    },
    toString: () => text,
  };
}

function pathOf(geometry) {
  const context = roundedPath();
  geoPath(null, context)(geometry);
  return context.toString();
}

/** The SVG of the states: the land filled, the borders between states stroked. */
export function drawUsStatesSvg() {
  const atlas = JSON.parse(
    readFileSync(require.resolve('us-atlas/states-albers-10m.json'), 'utf8'),
  );
  const land = pathOf(feature(atlas, atlas.objects.nation));
  const borders = pathOf(mesh(atlas, atlas.objects.states, (a, b) => a !== b));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 975 610" width="975" height="610">',
    '<title>The United States, by state</title>',
    `<path fill="#e8eef3" stroke="#7d8a96" stroke-width="1" d="${land}"/>`,
    `<path fill="none" stroke="#9aa6b1" stroke-width="0.75" stroke-linejoin="round" d="${borders}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(output, drawUsStatesSvg());
  console.log(`wrote ${output.pathname}`);
}

import { existsSync } from 'node:fs';

/**
 * The system Chromium that the end-to-end tests, the Storybook check and the widget benchmark
 * drive (TOOLCHAIN.md: a test tool's own browser download does not work on our machines), with
 * the launch flags all of them use. `CHROMIUM_PATH` chooses another binary. Plain JavaScript
 * (typed by systemChromium.d.mts) so the .mjs scripts and the TypeScript ones share it.
 * @returns {{ executablePath: string, args: string[] }}
 */
export function systemChromium() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}: install Debian's package (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return {
    executablePath,
    // Without the networking flags Chromium floods the closed network with update and sync
    // requests (TOOLCHAIN.md).
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

import { existsSync } from 'node:fs';

/**
 * The system Chromium that the end-to-end tests and the widget benchmark drive (TOOLCHAIN.md:
 * a test tool's own browser download does not work on our machines). `CHROMIUM_PATH` chooses
 * another binary.
 */
export function systemChromium(): { executablePath: string; args: string[] } {
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

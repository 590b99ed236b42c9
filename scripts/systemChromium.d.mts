/** The system Chromium and its launch flags (systemChromium.mjs). */
export declare function systemChromium(): { executablePath: string; args: string[] };

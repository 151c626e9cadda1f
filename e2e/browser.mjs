import { existsSync } from 'node:fs';

const firstPresent = (...files) => files.find((file) => file && existsSync(file));
const fullChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless shell (`apt-get install
 * chromium-headless-shell`), else Debian's full Chromium; undefined means Playwright's own download.
 * The headless shell comes first: Debian's full Chromium starts through a wrapper that turns on GPU rasterization,
 * which on a machine without a GPU draws every frame in an emulated GPU (SwiftShader) at a cost of CPU the tests need.
 */
export const chromiumPath = () => firstPresent(process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', ...fullChromium);

/** The full Chromium, for what the headless shell lacks (notifications, so web push); else `chromiumPath`. */
export const fullChromiumPath = () => firstPresent(process.env.CHROMIUM_PATH, ...fullChromium) ?? chromiumPath();

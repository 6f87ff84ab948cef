import { readFileSync } from 'node:fs';
import { defineConfig } from 'wxt';
import { EXTENSION_KEY } from '../protocol/extension';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

// `npm run build` (bin/build.mjs, step "extension") builds into .output/chrome-mv3/; load that folder unpacked.
export default defineConfig({
  manifestVersion: 3,
  // Explicit imports everywhere: code reads the same in the editor, in tsc and in the bundle.
  imports: false,
  manifest: {
    name: 'Aliyun Console Agent',
    description: 'Verify a console doc step by step in your own browser, with the aca companion.',
    version: pkg.version,
    // Fixes the extension id (protocol/extension.ts) so the companion can check the socket's Origin.
    key: EXTENSION_KEY,
    // declarativeNetRequestWithHostAccess: the navigation guard's session rules for the episode's tabs (utils/navGuard.ts).
    permissions: ['sidePanel', 'storage', 'tabs', 'scripting', 'alarms', 'activeTab', 'webNavigation', 'declarativeNetRequestWithHostAccess'],
    // captureVisibleTab and the content script on the consoles the person allows.
    host_permissions: ['<all_urls>'],
    action: { default_title: 'Open the Aliyun Console Agent panel' },
    side_panel: { default_path: 'sidepanel.html' },
  },
  vite: () => ({
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    build: { target: 'chrome116' },
  }),
});

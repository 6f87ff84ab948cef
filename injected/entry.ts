// Bundle entry (esbuild IIFE -> dist/injected.js): installs window.__aca in the page.
import { install } from './index';

install();

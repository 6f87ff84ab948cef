// Lint: TypeScript rules plus the dependency direction of SPEC section 2, enforced per folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const FOLDERS = ['protocol', 'injected', 'extension', 'companion', 'models', 'terraform', 'emulator', 'tasks', 'bench', 'test'];

/** Bans relative imports into every top-level folder not in `allowed` (and, if `packagesOnly`, all packages but those). */
function folderRule(folder, allowed, { packages } = {}) {
  const banned = FOLDERS.filter((f) => f !== folder && !allowed.includes(f));
  const patterns = banned.map((f) => ({
    regex: `^(\\.\\./)+${f}(/|$)`,
    message: `${folder}/ may not import ${f}/ (SPEC section 2: ${folder} imports ${allowed.join(', ') || 'nothing of ours'}).`,
  }));
  if (packages) {
    patterns.push({
      regex: `^(?!\\.|${packages.map((p) => p.replace(/[/.]/g, '\\$&')).join('$|')}$)`,
      message: `${folder}/ may import only these packages: ${packages.join(', ')}.`,
    });
  }
  return {
    files: [`${folder}/**/*.{ts,tsx,js,mjs}`],
    ignores: [`${folder}/**/*.test.{ts,tsx}`, `${folder}/fixtures/**`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  { ignores: ['node_modules/**', '**/dist/**', 'runs/**', 'extension/.output/**', 'extension/.wxt/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  folderRule('protocol', [], { packages: ['zod'] }),
  folderRule('injected', ['protocol']),
  folderRule('extension', ['protocol', 'injected']),
  folderRule('companion', ['protocol', 'injected', 'models']),
  folderRule('models', ['protocol']),
  folderRule('emulator', []),
  // The page runtime runs in web pages and the extension: no Node.
  {
    files: ['injected/**/*.ts', 'protocol/**/*.ts'],
    ignores: ['**/*.test.ts', 'injected/fixtures/**'],
    rules: {
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname'],
    },
  },
  // Node code never touches chrome.* (that is the extension's job).
  {
    files: ['companion/**/*.ts', 'emulator/**/*.ts', 'models/**/*.ts', 'protocol/**/*.ts', 'injected/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', 'chrome'] },
  },
);

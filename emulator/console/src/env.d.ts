/// <reference types="vite/types/importMeta.d.ts" />
declare module '@alifd/next/es/locale/en-us' {
  const locale: import('@alifd/next/types/locale/types').Locale;
  export default locale;
}
declare module '@alifd/next/es/locale/zh-cn' {
  const locale: import('@alifd/next/types/locale/types').Locale;
  export default locale;
}
declare module '*.css';


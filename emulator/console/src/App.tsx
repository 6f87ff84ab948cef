import { ConfigProvider } from '@alifd/next';
import enUS from '@alifd/next/es/locale/en-us';
import zhCN from '@alifd/next/es/locale/zh-cn';
import { useEffect, useMemo, useState } from 'react';
import { generationProduct } from '../kinds/generation';
import type { Session } from './lib/api';
import { ConsoleProvider } from './lib/ConsoleContext';
import type { ProductDef } from './lib/product';
import { useLocation } from './lib/router';
import { HomePage } from './components/HomePage';
import { ProductConsole } from './components/ProductConsole';
import { TopBar } from './components/TopBar';
import { loadConsole, loadedConsole, productAt, products } from './products';

export type Props = { session: Session };

/**
 * The consoles a page needs before it draws: the product of the path, and the product of the account's console
 * generation (ConsoleProvider finds the generation among its product's). main.tsx awaits them before the first render,
 * so that a page load draws its product's page at once; a move to another product loads that one (App).
 */
export function consolesFor(pathname: string, session?: Session): Promise<unknown> {
  const keys = [productAt(pathname)?.key, generationProduct(session?.generation)];
  return Promise.all(products.filter((p) => keys.includes(p.key)).map((p) => loadConsole(p.key)));
}

/** The product's console, loaded on first use (undefined while it loads); a failed load is an error to show. */
function useProductConsole(key: string | undefined): { product?: ProductDef; error?: Error } {
  const [failed, setFailed] = useState<{ key: string; error: Error }>();
  const [, setLoaded] = useState<string>();
  const product = key ? loadedConsole(key) : undefined;
  useEffect(() => {
    if (!key || product) return;
    let current = true;
    loadConsole(key).then(
      () => current && setLoaded(key),
      (error: Error) => current && setFailed({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, product]);
  return { product, error: failed && failed.key === key ? failed.error : undefined };
}

export function App({ session }: Props) {
  const location = useLocation();
  const shell = productAt(location.pathname);
  const { product, error } = useProductConsole(shell?.key);
  const generations = useMemo(() => {
    const key = generationProduct(session.generation);
    return (key && loadedConsole(key)?.generations) || [];
  }, [session.generation]);
  return (
    <ConfigProvider locale={session.lang === 'zh' ? zhCN : enUS}>
      <ConsoleProvider session={session} generations={generations}>
        <div className="console-app">
          <TopBar />
          {!shell ? (
            <HomePage />
          ) : product ? (
            <ProductConsole key={product.key} product={product} location={location} />
          ) : error ? (
            <pre className="boot-error">{error.message}</pre>
          ) : (
            // Another product's chunk on its way: busy, so that an observation waits for its page (injected/settle.ts).
            <div className="product-loading" aria-busy="true" />
          )}
        </div>
      </ConsoleProvider>
    </ConfigProvider>
  );
}

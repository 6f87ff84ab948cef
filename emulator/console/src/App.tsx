import { ConfigProvider } from '@alifd/next';
import enUS from '@alifd/next/es/locale/en-us';
import zhCN from '@alifd/next/es/locale/zh-cn';
import type { Session } from './lib/api';
import { ConsoleProvider } from './lib/ConsoleContext';
import { useLocation } from './lib/router';
import { HomePage } from './components/HomePage';
import { ProductConsole } from './components/ProductConsole';
import { TopBar } from './components/TopBar';
import { products } from './products';

export type Props = { session: Session };

const generations = products.flatMap((p) => p.generations ?? []);

export function App({ session }: Props) {
  const location = useLocation();
  const product = products.find((p) => location.pathname === p.prefix || location.pathname.startsWith(`${p.prefix}/`));
  return (
    <ConfigProvider locale={session.lang === 'zh' ? zhCN : enUS}>
      <ConsoleProvider session={session} generations={generations}>
        <div className="console-app">
          <TopBar />
          {product ? (
            <ProductConsole key={product.key} product={product} location={location} />
          ) : (
            <HomePage />
          )}
        </div>
      </ConsoleProvider>
    </ConfigProvider>
  );
}

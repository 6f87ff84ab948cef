import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from '@alifd/next';
import enUS from '@alifd/next/es/locale/en-us';
import '@alifd/next/dist/next.css';
import './console.css';
import { SideNav, TopBar } from './Chrome';
import { INSTANCES } from './data';
import { InstanceDetail } from './InstanceDetail';
import { InstanceList } from './InstanceList';

/** `#/instances` (the list) or `#/instances/<id>` (its details page). */
function useRoute(): string {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const on = () => setHash(location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return hash.replace(/^#/, '') || '/instances';
}

function Console() {
  const route = useRoute();
  const [folded, setFolded] = useState(false);
  const detail = /^\/instances\/(i-[a-z0-9]+)/.exec(route);
  const instance = detail ? INSTANCES.find((i) => i.id === detail[1]) : undefined;
  return (
    <div className={folded ? 'console folded' : 'console'}>
      <TopBar />
      <div className="body">
        {!folded && <SideNav current="instances" onFold={() => setFolded(true)} />}
        <main className="main">{instance ? <InstanceDetail instance={instance} /> : <InstanceList />}</main>
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={enUS}>
    <Console />
  </ConfigProvider>,
);

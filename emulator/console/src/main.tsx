import { createRoot } from 'react-dom/client';
import '@alifd/next/dist/next.css';
import './styles/console.css';
import './styles/icons.css';
import { App, consolesFor } from './App';
import { fetchSession } from './lib/api';

// The root says it is busy (index.html) until the first render: the session and the product's chunk load first, and
// a module chunk's load is no request the page runtime's settle sees (injected/settle.ts waits on aria-busy).
const rootElement = document.getElementById('root')!;
const root = createRoot(rootElement);
const ready = () => rootElement.removeAttribute('aria-busy');
// The path's product console loads while the session is fetched (App, consolesFor).
const pathConsole = consolesFor(window.location.pathname);
pathConsole.catch(() => undefined);
fetchSession()
  .then(async (session) => {
    await Promise.all([pathConsole, consolesFor(window.location.pathname, session)]);
    document.documentElement.lang = session.lang === 'zh' ? 'zh-CN' : 'en';
    root.render(<App session={session} />);
    ready();
  })
  .catch((err: Error) => {
    ready();
    if (err.name !== 'NotLoggedInError' && !('code' in err && err.code === 'NotLoggedIn')) {
      root.render(<pre className="boot-error">{err.message}</pre>);
    }
  });

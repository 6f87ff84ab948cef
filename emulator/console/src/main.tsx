import { createRoot } from 'react-dom/client';
import '@alifd/next/dist/next.css';
import './styles/console.css';
import './styles/icons.css';
import { App, consolesFor } from './App';
import { fetchSession } from './lib/api';

const root = createRoot(document.getElementById('root')!);
// The path's product console loads while the session is fetched (App, consolesFor).
const pathConsole = consolesFor(window.location.pathname);
pathConsole.catch(() => undefined);
fetchSession()
  .then(async (session) => {
    await Promise.all([pathConsole, consolesFor(window.location.pathname, session)]);
    document.documentElement.lang = session.lang === 'zh' ? 'zh-CN' : 'en';
    root.render(<App session={session} />);
  })
  .catch((err: Error) => {
    if (err.name !== 'NotLoggedInError' && !('code' in err && err.code === 'NotLoggedIn')) {
      root.render(<pre className="boot-error">{err.message}</pre>);
    }
  });

import { useEffect, useState } from 'preact/hooks';
import { getHostSettings, setHostSettings, type HostSettings } from '../utils/settings';

/** The hosts the extension may act on; page.* calls for any other host are refused. */
export function AllowedHosts() {
  const [settings, setSettings] = useState<HostSettings>({ hosts: [], allowLocal: false });
  const [host, setHost] = useState('');
  useEffect(() => void getHostSettings().then(setSettings), []);

  const save = (next: HostSettings) => {
    setSettings(next);
    void setHostSettings(next);
  };
  const add = () => {
    const h = host.trim().replace(/^[a-z]+:\/\//i, '').replace(/[/:].*$/, '').toLowerCase();
    if (h && !settings.hosts.includes(h)) save({ ...settings, hosts: [...settings.hosts, h] });
    setHost('');
  };

  return (
    <details open={settings.hosts.length === 0 && !settings.allowLocal}>
      <summary>Allowed hosts</summary>
      <label>
        <input type="checkbox" checked={settings.allowLocal} onChange={(e) => save({ ...settings, allowLocal: e.currentTarget.checked })} /> allow local test consoles
      </label>
      <ul aria-label="Allowed hosts">
        {settings.hosts.map((h) => (
          <li key={h}>
            {h}{' '}
            <button type="button" aria-label={`Remove ${h}`} onClick={() => save({ ...settings, hosts: settings.hosts.filter((x) => x !== h) })}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <label>
          Host to allow
          <input type="text" value={host} placeholder="ecs.console.aliyun.com" onInput={(e) => setHost(e.currentTarget.value)} />
        </label>
        <button type="submit">Allow host</button>
      </form>
    </details>
  );
}

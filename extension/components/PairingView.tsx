import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_URL, getPairing } from '../utils/settings';

export type Props = { open: boolean; onPair(url: string, credential: { token: string } | { code: string }): void };

/**
 * Companion URL and pairing token (`aca serve` prints both); a pairing link pairs at once: `#url=…&code=…` (what
 * `aca serve` prints and `--open` opens: a one-time code the companion trades for the token) or `#url=…&token=…`.
 */
export function PairingView({ open, onPair }: Props) {
  const [url, setUrl] = useState(DEFAULT_URL);
  const [token, setToken] = useState('');

  useEffect(() => {
    const hash = new URLSearchParams(location.hash.slice(1));
    const [u, t, code] = [hash.get('url'), hash.get('token'), hash.get('code')];
    if (u && (t || code)) {
      setUrl(u);
      if (t) setToken(t);
      history.replaceState(null, '', location.pathname); // neither the token nor the code should linger in the address
      onPair(u, code ? { code } : { token: t! });
    } else {
      void getPairing().then((p) => p && setUrl(p.url));
    }
  }, []);

  return (
    <details open={open}>
      <summary>Pairing</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onPair(url.trim(), { token: token.trim() });
        }}
      >
        <label>
          Companion URL
          <input type="url" value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
        </label>
        <label>
          Pairing token
          <input type="password" value={token} autoComplete="off" onInput={(e) => setToken(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={!url.trim() || !token.trim()}>
          Pair
        </button>
      </form>
    </details>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_URL, getPairing } from '../utils/settings';

export type Props = { open: boolean; onPair(url: string, token: string): void };

/** Companion URL and pairing token (`aca serve` prints both); a link with `#url=…&token=…` pairs at once. */
export function PairingView({ open, onPair }: Props) {
  const [url, setUrl] = useState(DEFAULT_URL);
  const [token, setToken] = useState('');

  useEffect(() => {
    const hash = new URLSearchParams(location.hash.slice(1));
    const [u, t] = [hash.get('url'), hash.get('token')];
    if (u && t) {
      setUrl(u);
      setToken(t);
      history.replaceState(null, '', location.pathname); // the token should not linger in the address
      onPair(u, t);
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
          onPair(url.trim(), token.trim());
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

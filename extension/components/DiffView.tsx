export type Props = { diff: string };

/** A unified diff with added lines green and removed lines red. */
export function DiffView({ diff }: Props) {
  return (
    <pre class="diff">
      {diff.split('\n').map((line, i) => {
        const kind = line.startsWith('+++') || line.startsWith('---') ? '' : line.startsWith('+') ? 'add' : line.startsWith('-') ? 'del' : line.startsWith('@@') ? 'hunk' : '';
        return (
          <span key={i} class={kind}>
            {line || ' '}
          </span>
        );
      })}
    </pre>
  );
}

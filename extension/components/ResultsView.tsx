import type { TaskReport } from '../../protocol/report';
import { DiffView } from './DiffView';

export type Props = { report: TaskReport; onOpenReport(): void };

/** The episode's verdict, each defect with its suggested doc fix, and the full HTML report. */
export function ResultsView({ report, onOpenReport }: Props) {
  return (
    <section aria-label="Results">
      <h2>
        Verdict: <span data-testid="task-verdict">{report.verdict}</span>
      </h2>
      {report.reason && <p>{report.reason}</p>}
      {report.defects.length === 0 && <p>No doc defects found.</p>}
      {report.defects.map((d, i) => (
        <article key={i} aria-label={`Defect in step ${d.step}`}>
          <h2>
            Step {d.step}: {d.kind}
          </h2>
          <p>
            Expected: {d.expected}
            <br />
            Actual: {d.actual}
          </p>
          <DiffView diff={d.fix} />
        </article>
      ))}
      <button type="button" onClick={onOpenReport}>
        Open report
      </button>
    </section>
  );
}

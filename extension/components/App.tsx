import { useEffect, useMemo, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import type { MethodResult } from '../../protocol/messages';
import { episodeView, notices } from '../utils/episodeView';
import { usePanel } from '../utils/usePanel';
import { AllowedHosts } from './AllowedHosts';
import { AskCard } from './AskCard';
import { PairingView } from './PairingView';
import { ProposedCard, type Decision } from './ProposedCard';
import { RecordCard, type RecordInput } from './RecordCard';
import { ResultsView } from './ResultsView';
import { RunForm } from './RunForm';
import { StatusLine } from './StatusLine';
import { StepList } from './StepList';
import { TakeoverCard } from './TakeoverCard';

/** The side panel: pairing, status, the run form, the running episode and its results, allowed hosts. */
export function App() {
  const panel = usePanel();
  const [tasks, setTasks] = useState<MethodResult<'task.list'>>([]);
  const [error, setError] = useState('');
  /** Cards the person already answered, by episode and turn (hidden until the companion sends the next one). */
  const [answered, setAnswered] = useState<string[]>([]);
  const view = useMemo(() => episodeView(panel.entries), [panel.entries]);
  const connected = panel.status.state === 'connected';
  const running = Boolean(view && !view.finished);

  const attempt = async <T,>(what: Promise<T>): Promise<T | undefined> => {
    try {
      setError('');
      return await what;
    } catch (e) {
      setError((e as Error).message);
      return undefined;
    }
  };

  useEffect(() => {
    if (connected) void attempt(panel.call('task.list', {})).then((t) => t && setTasks(t));
  }, [connected]);

  const decide = (decision: Decision, action?: unknown) => {
    if (!view?.proposed) return;
    setAnswered((a) => [...a, `${view.episodeId}:p${view.proposed!.turn}`]);
    void attempt(panel.call('episode.decide', { episodeId: view.episodeId, turn: view.proposed.turn, decision, action }));
  };
  const answer = (text: string, ref?: string) => {
    if (!view?.ask) return;
    setAnswered((a) => [...a, `${view.episodeId}:a${view.ask!.turn}`]);
    void attempt(panel.call('episode.answer', { episodeId: view.episodeId, turn: view.ask.turn, answer: text, ...(ref ? { ref } : {}) }));
  };
  const done = () => {
    if (!view?.takeover) return;
    setAnswered((a) => [...a, `${view.episodeId}:t${view.takeover!.at}`]);
    void attempt(panel.request({ type: 'handback', episodeId: view.episodeId }));
  };
  const recordInput = async (input: RecordInput): Promise<boolean> => {
    if (!view) return false;
    const r = await attempt(panel.call('episode.record', { episodeId: view.episodeId, input }));
    if (r && !r.accepted) setError(r.reason ?? 'the companion refused');
    return Boolean(r?.accepted);
  };
  const openReport = async () => {
    const r = await attempt(panel.call('report.get', { episodeId: view!.episodeId }));
    if (r) await browser.tabs.create({ url: URL.createObjectURL(new Blob([r.html], { type: 'text/html' })) });
  };

  const proposed = view?.proposed && !answered.includes(`${view.episodeId}:p${view.proposed.turn}`) ? view.proposed : null;
  const ask = view?.ask && !answered.includes(`${view.episodeId}:a${view.ask.turn}`) ? view.ask : null;
  const takeover = view?.takeover && !answered.includes(`${view.episodeId}:t${view.takeover.at}`) ? view.takeover : null;

  return (
    <main>
      <h1>Aliyun Console Agent</h1>
      <StatusLine status={panel.status} notices={notices(panel.entries)} />
      <PairingView open={!connected} onPair={panel.pair} />
      {error && <p role="alert" class="alert">{error}</p>}
      {connected && (
        <RunForm
          tasks={tasks}
          running={running}
          onStart={(choice) => void attempt(panel.call('episode.start', choice))}
          onStop={() => view && void attempt(panel.call('episode.stop', { episodeId: view.episodeId }))}
          onPlan={(markdown) => panel.call('episode.plan', { markdown })}
          onUsePage={async () => ((await attempt(panel.request({ type: 'extract-doc' }))) as { markdown: string } | undefined)?.markdown ?? ''}
        />
      )}
      {view && <StepList view={view} />}
      {proposed && <ProposedCard proposed={proposed} onDecide={decide} />}
      {ask && <AskCard ask={ask} onAnswer={answer} />}
      {view?.mode === 'record' && !view.finished && <RecordCard key={view.episodeId} view={view} onInput={recordInput} />}
      {takeover && <TakeoverCard takeover={takeover} recorded={panel.recording.count} onDone={done} />}
      {view?.finished && <ResultsView report={view.finished} onOpenReport={() => void openReport()} />}
      <AllowedHosts />
    </main>
  );
}

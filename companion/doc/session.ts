/**
 * Steps done in an instance's own system. Once a step connects to an instance or a server ("Connect to the Linux
 * instance", "远程连接并登录到 Windows 实例"), the steps after it are done there (a registry dialog's **确定**, a key
 * pressed in an editor), however console-like their words, until one takes the reader back to a console (it names
 * the console or opens it). So are the steps after one set in a window of that system or in a program on the reader's
 * computer (places.ts `SYSTEM_PLACE_CUE`), or in another vendor's site (`OTHER_SITE_CUE`: an identity provider's portal).
 */
import { OTHER_SITE_CUE, SYSTEM_PLACE_CUE } from './places';
import type { DocStep } from './types';

const CONNECTS =
  /\b(?:log\s+on|log\s+in|connect|remotely\s+connect)\s+to\s+(?:the\s+|an\s+|your\s+)?(?:ECS\s+|Linux\s+|Windows\s+)?(?:instance|server|host)\b|远程连接|远程登录|(?:登录|连接)(?:到)?\s*(?:该|此|目标)?\s*(?:ECS|Linux|Windows)?\s*(?:实例|服务器|主机)/i;
const BACK = /\bconsole\b|控制台/i;

/**
 * The steps with those done in an instance's system after a connection marked `outside` and `inInstance`. Sub-steps
 * are read in their order too: a connection made in a sub-step ("1. Find the large files: 1.1 Connect to the Windows
 * instance. 1.2 Click **Start** …") holds for the sub-steps after it and for the steps after their parent, unless the
 * parent is a case or a choice among ways (what one case or way does is not where the others are).
 */
export function inInstanceSteps(steps: DocStep[]): DocStep[] {
  return walk(steps, { inInstance: false });
}

function walk(steps: DocStep[], state: { inInstance: boolean }): DocStep[] {
  return steps.map((step) => {
    // A step set in another vendor's site or console (the Okta portal, DNSPod's console) is there, console or not.
    const elsewhere = Boolean(step.outside && (SYSTEM_PLACE_CUE.test(step.text) || OTHER_SITE_CUE.test(step.text)));
    let marked: DocStep;
    if (!elsewhere && (step.intents.some((i) => i.kind === 'open-console') || BACK.test(step.text))) {
      state.inInstance = false;
      marked = step;
    } else {
      // A step set in such a window, program or site is done there itself, its bold labels the program's ("In **Server
      // Manager**, click **Tools**"), as the steps after it are.
      const inPlace = state.inInstance || elsewhere;
      marked = inPlace ? { ...step, outside: true, inInstance: true } : step;
      // A step set in a window of the system or a local program ("In **Server Manager**, …", "Log on to ossbrowser") takes
      // the reader there as a connection does: the steps after it are in that program until one names a console.
      if (step.outside && (CONNECTS.test(step.text) || elsewhere)) state.inInstance = true;
    }
    if (!step.substeps.length) return marked;
    const inner = { inInstance: state.inInstance };
    const substeps = walk(step.substeps, inner);
    if (!(step.alternatives || step.intents[0]?.kind === 'when')) state.inInstance = inner.inInstance;
    return { ...marked, substeps };
  });
}

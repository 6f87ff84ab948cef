import { describe, expect, it } from 'vitest';
import { checkAction, parseText, parseToolCall } from './parse';
import { FAMILIES, imageSizeFor, imageTokens, pointForModel, pointFromModel } from './families';

const norm = { point: (x: number, y: number) => ({ x, y, space: 'norm1000' as const }) };

describe('parseText', () => {
  it('reads the thought, the doc step and the action; a fenced action and an [x, y] point', () => {
    expect(parseText('Thought: open the list\nStep: 2\nAction: {"type":"click","ref":"e12"}')).toEqual({ ok: true, turn: { thought: 'open the list', step: 2, action: { type: 'click', ref: 'e12' } } });
    expect(parseText('Thought: x\nAction: ```json\n{"type":"click","point":[500,300]}\n```', norm)).toEqual({ ok: true, turn: { thought: 'x', step: null, action: { type: 'click', point: { x: 500, y: 300, space: 'norm1000' } } } });
    expect(parseText('Thought: keep "}" in text\nAction: {"type":"type","ref":"e3","text":"a } b"} trailing words')).toMatchObject({ ok: true, turn: { action: { type: 'type', text: 'a } b', clear: true, submit: false } } });
  });

  it('a Qwen-style <tool_call> in the text', () => {
    expect(parseText('Thought: go\n<tool_call>\n{"name":"select","arguments":{"ref":"e4","option":"Stop","step":3}}\n</tool_call>')).toEqual({ ok: true, turn: { thought: 'go', step: 3, action: { type: 'select', ref: 'e4', option: 'Stop' } } });
  });

  it.each([
    ['I will click', 'no "Action:" line'],
    ['Thought: x\nAction: click e12', 'the Action is not a JSON object'],
    ['Thought: x\nAction: {"type":"click", "ref": "e1"', 'the Action is not a JSON object'],
    ['Thought: x\nAction: {"type":"click"}', 'invalid "click" action: needs a target: "ref" or "point"'],
    ['Thought: x\nAction: {"type":"fly"}', 'unknown action type "fly"; one of: click, double_click'],
    ['Thought: x\nAction: {"type":"type","ref":"e1"}', 'invalid "type" action: text: '],
    ['Thought: x\nAction: {"type":"click","point":[1]}', '"point" must be [x, y] with two numbers'],
    ['Thought: x\nStep: two\nAction: {"type":"back"}', '"Step: two" is not a doc step number'],
  ])('rejects %j saying what is wrong', (text, message) => {
    const parsed = parseText(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(message);
  });
});

describe('parseToolCall and checkAction', () => {
  it('the function name is the action type; note_deviation keeps its step', () => {
    expect(parseToolCall('note_deviation', '{"step":3,"kind":"label-changed","expected":"OK","actual":"Confirm"}', 'Thought: hm')).toEqual({
      ok: true, turn: { thought: 'hm', step: 3, action: { type: 'note_deviation', step: 3, kind: 'label-changed', expected: 'OK', actual: 'Confirm' } },
    });
    expect(parseToolCall('click', '{"ref":', '')).toMatchObject({ ok: false, error: expect.stringContaining('the arguments of tool call "click" are not JSON') });
    expect(checkAction(['click'])).toBe('the action must be a JSON object like {"type": "click", "ref": "e12"}');
  });
});

describe('model families', () => {
  it('sizes screenshots to patch multiples within the budget and counts their tokens', () => {
    expect(imageSizeFor(FAMILIES['qwen3-vl'], { width: 1280, height: 800 })).toEqual({ width: 1280, height: 800 });
    expect(imageSizeFor(FAMILIES['qwen2.5-vl'], { width: 1280, height: 800 })).toEqual({ width: 1260, height: 784 });
    const big = imageSizeFor(FAMILIES['qwen3-vl'], { width: 2560, height: 1600 });
    expect(big.width % 32 + big.height % 32).toBe(0);
    expect(big.width * big.height).toBeLessThanOrEqual(FAMILIES['qwen3-vl'].maxPixels);
    expect(imageTokens(FAMILIES['qwen3-vl'], { width: 1280, height: 800 })).toBe(40 * 25 + 2);
  });

  it('maps points between the model\'s system and the page, both ways', () => {
    const image = { width: 1260, height: 784 };
    const viewport = { width: 1280, height: 800 };
    const [x, y] = pointForModel(FAMILIES['qwen2.5-vl'], 830, 442, image, viewport);
    const back = pointFromModel(FAMILIES['qwen2.5-vl'], x, y, image, viewport);
    expect(Math.abs(back.x - 830) + Math.abs(back.y - 442)).toBeLessThan(2);
    expect(pointFromModel(FAMILIES['qwen3-vl'], 648, 553, image, viewport)).toEqual({ x: 648, y: 553, space: 'norm1000' });
    expect(pointForModel(FAMILIES['qwen3-vl'], 640, 400, viewport, viewport)).toEqual([500, 500]);
  });
});

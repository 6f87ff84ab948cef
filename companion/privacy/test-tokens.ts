// Random secrets for the privacy tests, drawn from letters and digits OCR cannot mistake for one another (no 0/O,
// 1/l/I, 5/S, 8/B): a secret the tests expect OCR to read while it is unmasked must stay readable whatever the draw.
import { randomBytes } from 'node:crypto';

const CLEAR = 'ACDEFGHJKLMNPRTUVWXYZabcdefghjkmnpqrstuvwxyz234679';

export const token = (n: number): string => [...randomBytes(n)].map((b) => CLEAR[b % CLEAR.length]).join('');

/** Where the composer's mention ('@') or hashtag ('#') picker is open: the keyword typed after the sign, up to the caret. */
export interface PickerTrigger {
  kind: 'mention' | 'hashtag';
  /** Index of the '@' or '#'. */
  start: number;
  keyword: string;
}

/**
 * The picker the caret is in, if any: an '@' or '#' at the start of the text or after a space or '(' (so an e-mail
 * address or markup already written does not open one), followed by the keyword so far.
 */
export function findTrigger(text: string, caret: number): PickerTrigger | null {
  const m = /(^|[\s(])([@#])([\p{L}\p{N}_.'-]{0,30})$/u.exec(text.slice(0, caret));
  if (!m) return null;
  const kind = m[2] === '@' ? 'mention' : 'hashtag';
  const keyword = m[3]!;
  if (kind === 'hashtag' && !/^[\p{L}\p{N}_]*$/u.test(keyword)) return null;
  return { kind, start: m.index + m[1]!.length, keyword };
}

/** The text with the trigger ('@ad') replaced by the picked markup and a space, and where the caret goes. */
export function applyPick(text: string, trigger: PickerTrigger, caret: number, markup: string) {
  const after = text.slice(caret).replace(/^ /, '');
  const before = `${text.slice(0, trigger.start)}${markup} `;
  return { text: `${before}${after}`, caret: before.length };
}

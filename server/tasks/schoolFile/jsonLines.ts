// Where each value of a JSON text starts, so a refusal can name the line of the field at fault
// (decision 067). JSON.parse keeps no positions; this walks the same text once, after JSON.parse
// accepted it, and records the offset of every value by its path.

export type JsonPath = readonly (string | number)[];

export function valueOffsets(text: string): Map<string, number> {
  const offsets = new Map<string, number>();
  let at = 0;
  const skip = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const string = (): string => {
    const start = at;
    at++;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: (string | number)[]): void => {
    skip();
    offsets.set(keyOf(path), at);
    const c = text[at];
    if (c === '{') {
      at++;
      skip();
      if (text[at] === '}') return void at++;
      for (;;) {
        skip();
        const key = string();
        skip();
        at++; // ':'
        value([...path, key]);
        skip();
        if (text[at++] === '}') return;
      }
    }
    if (c === '[') {
      at++;
      skip();
      if (text[at] === ']') return void at++;
      for (let i = 0; ; i++) {
        value([...path, i]);
        skip();
        if (text[at++] === ']') return;
      }
    }
    if (c === '"') return void string();
    while (at < text.length && /[^\s,\]}]/.test(text[at]!)) at++;
  };
  value([]);
  return offsets;
}

export const keyOf = (path: JsonPath): string => JSON.stringify(path);

/** 1-based line of an offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

/** The line of the value at `path`, or of its nearest parent that exists (a missing field). */
export function lineOf(text: string, offsets: Map<string, number>, path: JsonPath): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const offset = offsets.get(keyOf(path.slice(0, depth)));
    if (offset !== undefined) return lineAt(text, offset);
  }
  return 1;
}

/** `grades[0].classes[2]` */
export function pathText(path: JsonPath): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

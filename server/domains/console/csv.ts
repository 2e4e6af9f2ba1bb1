/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF; a UTF-8
 * byte-order mark is dropped. Answers each record with the file line it starts on.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  // Blank lines (a trailing newline, a gap) are not rows.
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

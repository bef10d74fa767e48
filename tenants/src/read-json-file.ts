import { readFile } from 'node:fs/promises';
import { printParseErrorCode, visit } from 'jsonc-parser';

export type JsonFileResult =
  { ok: true; value: unknown } | { ok: false; problems: { at: string | null; reason: string }[] };

/** "CloseBraceExpected" → "close brace expected" */
function describeParseError(code: Parameters<typeof printParseErrorCode>[0]): string {
  return printParseErrorCode(code)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/**
 * Reads a strict JSON file. JSON.parse on Node 20 reports no line or column for most syntax
 * errors, so the text is first scanned by jsonc-parser (in strict mode: no comments, no trailing
 * commas), which does.
 */
export async function readJsonFile(file: string): Promise<JsonFileResult> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      problems: [{ at: null, reason: code === 'ENOENT' ? 'file not found' : String(error) }],
    };
  }

  const problems: { at: string | null; reason: string }[] = [];
  visit(
    text,
    {
      onError: (code, _offset, _length, line, column) => {
        problems.push({
          at: `line ${line + 1}, column ${column + 1}`,
          reason: describeParseError(code),
        });
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  // The scanner keeps going after an error and reports its knock-on effects; the first is the cause.
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, 1) };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problems: [{ at: null, reason: (error as Error).message }] };
  }
}

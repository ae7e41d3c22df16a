import { unzipSync } from 'fflate';
import { Prom, type PromInput } from '@symptoms/domain';
import type { Queryable } from '../../db/client';

/** A study PROM of our own: Q1 yes/no, Q2 free text, offered in `groupId`. */
export async function installStudyProm(q: Queryable, groupId: string, organizationId: string, id = 'studyprom'): Promise<Prom> {
  const input: PromInput = {
    Id: id,
    Language: 'sv',
    LanguageIds: ['sv'],
    Title: 'Studieformulär',
    Concept: 'Studie',
    About: '',
    OriginalName: 'Studie',
    Questions: [
      {
        Id: 'Q1-',
        SequenceId: 1,
        Header: 'Röker du?',
        Index: 1000,
        ExportKey: 'smoker',
        Answers: [
          { Id: 'Q1A1-', Index: 10, ExportValue: 0, Text: 'Nej' },
          { Id: 'Q1A2-', Index: 20, ExportValue: 1, Text: 'Ja' },
        ],
      },
      { Id: 'Q2-', SequenceId: 2, Header: 'Kommentar', Index: 2000, ExportKey: 'comment', QuestionType: 'text', Required: false },
    ],
  };
  const prom = Prom.parse(input);
  await q.query('INSERT INTO proms (id) VALUES ($1) ON CONFLICT DO NOTHING', [id]);
  await q.query(
    `INSERT INTO prom_versions (prom_id, language_id, title, concept, question_count, content) VALUES ($1, 'sv', 'Studieformulär', 'Studie', 2, $2)
     ON CONFLICT DO NOTHING`,
    [id, JSON.stringify(prom)],
  );
  await q.query('INSERT INTO prom_groups (group_id, prom_id, organization_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    groupId,
    id,
    organizationId,
  ]);
  return prom;
}

/** RFC 4180 CSV with `;` (what a spreadsheet reads): rows of cells, quotes undone. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ';') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** The files of a zip as text. */
export function unzipText(bytes: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(
    Object.entries(files).map(([name, data]) => [name, new TextDecoder('utf-8', { ignoreBOM: true }).decode(data)]),
  );
}

/**
 * SQL as a tagged template: every interpolated value becomes a parameter, numbered when the
 * statement runs, and an interpolated `Sql` is spliced in with its own values. Nobody writes `$1`:
 *
 *   sql`SELECT id FROM notes WHERE patient_id = ${patientId} ${raw(`LIMIT ${take}`)}`
 *
 * `raw` is for text the code itself decides (a table name from a declaration, a LIMIT written into
 * the statement for its plan), never for input.
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** The statement's text with `$1`, `$2` … and the parameters in that order. */
  compile(): { text: string; params: unknown[] } {
    const params: unknown[] = [];
    const text = this.write(params);
    return { text, params };
  }

  private write(params: unknown[]): string {
    let text = this.strings[0]!;
    for (let i = 0; i < this.values.length; i++) {
      const value = this.values[i];
      if (value instanceof Sql) text += value.write(params);
      else {
        params.push(value);
        text += `$${params.length}`;
      }
      text += this.strings[i + 1]!;
    }
    return text;
  }

  /** Whether `part` is spliced into this statement, at any depth. */
  contains(part: Sql): boolean {
    return this === part || this.values.some((value) => value instanceof Sql && value.contains(part));
  }
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql(strings, values);
}

/** Text the code decides, spliced in as it is. */
export function raw(text: string): Sql {
  return new Sql([text], []);
}

export const EMPTY = raw('');

/** The parts with `separator` between them. */
export function join(parts: readonly Sql[], separator = ', '): Sql {
  if (parts.length === 0) return EMPTY;
  return new Sql(['', ...parts.slice(1).map(() => separator), ''], parts);
}

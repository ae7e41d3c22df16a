import { nameKey, SYMPTOM_FILTER_MIN_CHARS, type Symptom, type SymptomDefinition } from '@symptoms/domain';

interface SelectGroups {
  active: Symptom[];
  standard: SymptomDefinition[];
  other: SymptomDefinition[];
  filtering: boolean;
}

/**
 * What the select list shows (spec 1 §2): from 3 letters every group filtered by name; before that
 * every group whole, the common definitions too, so a new patient sees what to choose from before
 * typing (docs/decisions.md).
 */
export function selectGroups(
  text: string,
  own: readonly SymptomDefinition[],
  standard: readonly SymptomDefinition[],
  symptoms: readonly Symptom[],
): SelectGroups {
  const query = nameKey(text);
  const filtering = Array.from(query).length >= SYMPTOM_FILTER_MIN_CHARS;
  const matches = (name: string) => !filtering || nameKey(name).includes(query);
  const active = symptoms.filter((s) => !s.IsClosed && matches(s.Name));
  const activeKeys = new Set(active.map((s) => nameKey(s.Name)));
  return {
    active,
    standard: standard.filter((d) => matches(d.Name) && !activeKeys.has(nameKey(d.Name))),
    other: own.filter((d) => matches(d.Name) && !activeKeys.has(nameKey(d.Name))),
    filtering,
  };
}

import type { LanguageId } from '../../constants';
import { Prom } from '../schemas';
import type { PromInput } from '../schemas';
import { esasr } from './esasr';
import { gad7 } from './gad7';
import { healthToday } from './health-today';
import { phq9 } from './phq9';
import { screeningProm } from './screening';
import { who5 } from './who5';

export { PHQ9_ID } from './phq9';
export { GAD7_ID } from './gad7';
export { WHO5_ID } from './who5';
export { ESASR_ID } from './esasr';
export { HEALTH_TODAY_ID } from './health-today';

const BUILDERS: readonly ((lang: LanguageId) => PromInput)[] = [phq9, gad7, who5, esasr, healthToday, screeningProm];

/** Every language version of every shipped questionnaire, unparsed (what the seed stores). */
export function shippedPromInputs(): PromInput[] {
  const out: PromInput[] = [];
  for (const build of BUILDERS) {
    const languages = build('en').LanguageIds ?? [];
    for (const lang of languages) out.push(build(lang));
  }
  return out;
}

let cache: readonly Prom[] | undefined;

/** Every language version of every shipped questionnaire, validated by the Prom schema (built once; treat as read-only). */
export function shippedProms(): readonly Prom[] {
  cache ??= shippedPromInputs().map((p) => Prom.parse(p));
  return cache;
}

/** One shipped Prom in a language, falling back to the first language it ships in (English for GAD-7, WHO-5, ESAS-r). */
export function shippedProm(id: string, lang: LanguageId): Prom | undefined {
  const versions = shippedProms().filter((p) => p.Id === id);
  return versions.find((p) => p.Language === lang) ?? versions[0];
}

import { newQuestion, normaliseAuthoredProm, type PromInput } from '@symptoms/domain';
import type { Fixture } from '../../platform/probe';
import { answered, ownerUnit, type FixtureMakers, type Owner } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';

let made = 0;

/** A language version of an authored PROM: one yes/no question. */
const version = (id: string, language: 'sv' | 'en'): PromInput =>
  normaliseAuthoredProm({
    Id: id,
    Language: language,
    LanguageIds: [language],
    Title: language === 'sv' ? 'Sömnvanor' : 'Sleep habits',
    Concept: 'Sömn',
    About: '',
    OriginalName: 'Sömnvanor',
    Questions: [
      {
        ...newQuestion(1),
        Id: 'sover',
        Header: language === 'sv' ? 'Sover du bra?' : 'Do you sleep well?',
        Answers: [
          { Id: 'ja', Text: 'Ja', Index: 0, ExportValue: 1 },
          { Id: 'nej', Text: 'Nej', Index: 1, ExportValue: 0 },
        ],
      },
    ],
  });

/**
 * A PROM a researcher of the owner's group authored, in the given languages. The fixture carries
 * each language's content (Sv, En) for probes that save one, and the Swedish version's Version.
 */
async function authored(owner: Owner, t: TestApp, languages: readonly ('sv' | 'en')[]): Promise<Fixture> {
  const unit = await ownerUnit(owner, t, 'res');
  const id = `fixture-prom-${++made}`;
  await answered(unit.call('POST', '/api/proms', { Id: id, About: 'Om sömn', OriginalName: 'Sömnvanor' }), 'authored PROM');
  for (const language of languages) {
    await answered(unit.call('POST', `/api/proms/${id}/versions`, { Prom: version(id, language) }), `authored PROM, ${language}`);
  }
  const [sv] = await t.db.query<{ version: number }>("SELECT version FROM prom_versions WHERE prom_id = $1 AND language_id = 'sv'", [id]);
  return { Id: id, Version: sv?.version ?? 0, Sv: version(id, 'sv'), En: version(id, 'en') };
}

export const fixtures: FixtureMakers = {
  /** A PROM of the owner's group in Swedish. */
  authoredProm: (owner, t) => authored(owner, t, ['sv']),
  /** A PROM of the owner's group in Swedish and English (one language can go). */
  bilingualProm: (owner, t) => authored(owner, t, ['sv', 'en']),
};

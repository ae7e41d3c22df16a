import { describe, expect, it } from 'vitest';
import { groupPromsByGroup } from './prom-groups';
import { promMatches, searchProms } from './search';
import { graphedPromIds, scoreAxis } from './score-graph';
import { listItem, report } from './test-fixtures';

const study = { OrganizationId: '7', GroupId: '12', GroupName: 'Adam-studien' };
const clinic = { OrganizationId: '3', GroupId: '4', GroupName: 'Örebro vårdcentral' };

describe('groupPromsByGroup', () => {
  it('puts the global group first, the others by name, a PROM under each group that offers it, titles sorted', () => {
    const sections = groupPromsByGroup(
      [
        listItem('who5'),
        listItem('phq9', 'sv', [clinic, { OrganizationId: '0', GroupId: '0', GroupName: 'Symptoms' }]),
        listItem('screening', 'sv', [study]),
      ],
      'sv',
    );
    expect(sections.map((s) => s.name)).toEqual(['Symptoms', 'Adam-studien', 'Örebro vårdcentral']);
    expect(sections[0]!.proms.map((p) => p.Id)).toEqual(['phq9', 'who5']);
    expect(sections[2]!.proms.map((p) => p.Id)).toEqual(['phq9']);
    expect(sections[0]!.isGlobal).toBe(true);
  });
});

describe('search', () => {
  it('matches title and concept without regard to case, accents or dashes', () => {
    const phq9 = listItem('phq9', 'sv');
    expect(promMatches(phq9, 'phq')).toBe(true);
    expect(promMatches(phq9, 'PHQ9')).toBe(true);
    expect(promMatches(phq9, 'depression')).toBe(true);
    expect(promMatches(phq9, 'gad')).toBe(false);
    expect(promMatches(listItem('health-today', 'sv'), 'halsa')).toBe(true);
    expect(promMatches(phq9, '   ')).toBe(false);
  });

  it('searches the texts of the loaded language and puts titles that start with the query first', () => {
    const sv = ['phq9', 'gad7', 'who5', 'health-today'].map((id) => listItem(id, 'sv'));
    const en = ['phq9', 'gad7', 'who5', 'health-today'].map((id) => listItem(id, 'en'));
    expect(searchProms(sv, 'hälsa', 'sv').map((p) => p.Id)).toEqual(['health-today']);
    expect(searchProms(en, 'hälsa', 'en')).toEqual([]);
    expect(searchProms(en, 'health', 'en').map((p) => p.Id)).toEqual(['health-today', 'phq9']);
    expect(searchProms(sv, 'wellbeing', 'sv').map((p) => p.Id)).toEqual(['who5']);
  });
});

describe('score graphs', () => {
  it('gives round ticks over the score range', () => {
    expect(scoreAxis(0, 27)).toEqual({ min: 0, max: 27, ticks: [0, 5, 10, 15, 20, 25] });
    expect(scoreAxis(0, 100).ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(scoreAxis(0, 10).ticks).toEqual([0, 2, 4, 6, 8, 10]);
    expect(scoreAxis(0, 21).ticks).toEqual([0, 5, 10, 15, 20]);
  });

  it('graphs only PROMs with a scored report and without HideScore', () => {
    const proms = [listItem('phq9'), listItem('esasr'), listItem('gad7'), listItem('who5')];
    const reports = [report('phq9'), report('esasr', { Score: 3 }), report('gad7', { isCompleted: false })];
    expect(graphedPromIds(proms, reports)).toEqual(['phq9']);
  });
});

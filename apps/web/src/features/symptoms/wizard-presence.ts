import { useEffect } from 'react';
import { discardDraft } from './draft-store';

/** Screens that keep the report draft: the wizard's steps, choosing a name and choosing the figure. */
const WIZARD_PATH = /^\/(symptomreport|symptom\/select|symptomlist|choosemannequin)(\/|$)/;

let mounted = 0;

/**
 * Kept by every wizard screen. When the last one goes and the app has moved on to an unrelated
 * screen, the unsaved draft is discarded (spec 1 §4); moving between wizard screens keeps it.
 */
export function useWizardPresence(): void {
  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      setTimeout(() => {
        if (mounted === 0 && !WIZARD_PATH.test(window.location.pathname)) discardDraft();
      }, 0);
    };
  }, []);
}

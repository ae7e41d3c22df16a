import type { RiskGuidanceTexts } from './risk';

/**
 * What the patient reads when a risk rule matches, in Swedish and English. The contacts are the
 * Swedish services' own (1177 Vårdguiden, Mind's Självmordslinjen, 112 SOS Alarm); the wording is
 * ours and its source is recorded in docs/decisions.md ("The patient's experience"). Not part of any
 * validated instrument's text.
 */
export const RISK_GUIDANCE: RiskGuidanceTexts = {
  selfHarm: {
    sv: {
      title: 'Om du har tankar på att dö eller skada dig själv',
      lead: [
        'Du har svarat att du har haft tankar på att det vore bättre om du var död eller på att skada dig själv. Sådana tankar är vanliga när man mår dåligt, och det finns hjälp att få. Prata med någon om dem redan idag.',
      ],
      contacts: [
        { name: '112', phone: '112', when: 'Ring 112 om det är akut: om du tänker göra dig illa nu eller är i fara.' },
        { name: 'Självmordslinjen', phone: '90101', when: 'Ring 90101 eller chatta via mind.se för att prata med någon om dina tankar.' },
        { name: '1177 Vårdguiden', phone: '1177', when: 'Ring 1177 för råd om vilken vård du behöver och var du får den.' },
      ],
      notMonitored:
        'Ingen läser dina svar medan du fyller i dem, och ingen i vården ser dem om du inte själv delar dem. Vänta därför inte på att någon ska höra av sig.',
    },
    en: {
      title: 'If you have thoughts of dying or of hurting yourself',
      lead: [
        'You answered that you have had thoughts that you would be better off dead or of hurting yourself. Such thoughts are common when you feel low, and help is available. Talk to someone about them today.',
      ],
      contacts: [
        { name: '112', phone: '112', when: 'Call 112 in an emergency: if you are thinking of harming yourself now or are in danger.' },
        {
          name: 'Självmordslinjen (suicide helpline)',
          phone: '90101',
          when: 'Call 90101 or chat at mind.se to talk to someone about your thoughts.',
        },
        { name: '1177 Vårdguiden', phone: '1177', when: 'Call 1177 for advice on what care you need and where to get it.' },
      ],
      notMonitored:
        'Nobody reads your answers while you give them, and no one in healthcare sees them unless you share them yourself. So do not wait for someone to contact you.',
    },
  },
};

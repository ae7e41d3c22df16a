import type { ContractCreate, ContractSection, ContractText } from '@symptoms/domain';

const sections = (parts: [string, string[]][]): ContractSection[] =>
  parts.map(([Title, paragraphs], Index) => ({ Title, Index, Paragraphs: paragraphs.map((Text, i) => ({ Text, Index: i })) }));

const termsSv: ContractText = {
  Language: 'sv',
  Title: 'Användarvillkor för Symptoms',
  Description: 'Villkoren för att använda Symptoms. Läs dem till slutet innan du godkänner.',
  Sections: sections([
    [
      'Om tjänsten',
      [
        'Symptoms är en tjänst där du följer din egen hälsa: du markerar symtom på en figur, graderar dem från 0 till 10, lämnar statusrapporter, svarar på formulär och skriver anteckningar.',
        'Tjänsten ersätter inte vården. Har du frågor om din hälsa kan du ringa 1177. Vid fara för liv ringer du 112.',
      ],
    ],
    [
      'Vem som får använda tjänsten',
      [
        'Du måste ha fyllt 18 år. Den som är yngre behöver en inbjudan av en vårdnadshavare.',
        'Kontot är personligt. Dela inte ditt lösenord med någon och logga ut på datorer som andra använder.',
      ],
    ],
    [
      'Dina uppgifter',
      [
        'Namn, personnummer, e-postadress och telefonnummer krävs för ett konto. Kön, område och födelseår är frivilliga.',
        'Det du rapporterar sparas så länge kontot finns. Du kan när som helst ladda ner dina uppgifter som en zip-fil under Profil.',
        'Ingen inom vården ser dina uppgifter om du inte själv delar dem, eller har godkänt ett avtal med en mottagning eller studie som säger vad de får se. Då ser de bara det, bara så länge avtalet gäller och bara från den dag du gick med. Under Vem ser mina uppgifter står alltid vem som ser vad.',
      ],
    ],
    [
      'Delning',
      [
        'Du bestämmer själv vad du delar och med vem. En delning kan stängas av eller tas bort när du vill, och den som fått den ser då inget mer.',
        'Varje gång någon annan läser dina uppgifter skrivs det i din logg, som du hittar under Logg.',
      ],
    ],
    [
      'Att avsluta kontot',
      [
        'Du kan avsluta kontot under Profil. Du väljer då om dina hälsouppgifter ska sparas anonymiserade eller tas bort.',
        'Vissa uppgifter kan inte raderas: uppgifter i publicerade studier och vårddokumentation som enligt lag sparas i tio år.',
      ],
    ],
    [
      'Ändringar av villkoren',
      [
        'När villkoren ändras får du läsa den nya versionen och godkänna den innan du kan fortsätta använda tjänsten.',
        'Du kan när som helst se vilka villkor du har godkänt, och när, under Samtycken.',
      ],
    ],
  ]),
};

const termsEn: ContractText = {
  Language: 'en',
  Title: 'Terms of use for Symptoms',
  Description: 'The terms for using Symptoms. Read them to the end before you accept.',
  Sections: sections([
    [
      'About the service',
      [
        'Symptoms is a service where you follow your own health: you mark symptoms on a figure, grade them from 0 to 10, give status reports, answer questionnaires and write notes.',
        'The service does not replace care. For questions about your health you can call 1177. If a life is in danger, call 112.',
      ],
    ],
    [
      'Who may use the service',
      [
        'You must be 18 or older. Anyone younger needs an invitation from a guardian.',
        'The account is personal. Do not share your password with anyone and log out on computers others use.',
      ],
    ],
    [
      'Your data',
      [
        'Name, personal identity number, e-mail address and phone number are required for an account. Gender, area and year of birth are optional.',
        'What you report is kept while the account exists. You can download your data as a zip file under Profile at any time.',
        'Nobody in healthcare sees your data unless you share it yourself, or have approved an agreement with a clinic or study that says what they may see. They then see only that, only while the agreement stands and only from the day you joined. Who sees what is always listed under Who sees my data.',
      ],
    ],
    [
      'Sharing',
      [
        'You decide what you share and with whom. A share can be turned off or removed whenever you like, and the person who had it then sees nothing more.',
        'Every time someone else reads your data it is written in your log, which you find under Log.',
      ],
    ],
    [
      'Closing the account',
      [
        'You can close the account under Profile. You then choose whether your health data is kept anonymised or removed.',
        'Some data cannot be erased: data in published studies and care records that the law requires to be kept for ten years.',
      ],
    ],
    [
      'Changes to the terms',
      [
        'When the terms change you read the new version and accept it before you can go on using the service.',
        'You can always see which terms you have accepted, and when, under Consents.',
      ],
    ],
  ]),
};

const researchSv: ContractText = {
  Language: 'sv',
  Title: 'Forskning',
  Description: 'Får dina avidentifierade uppgifter användas i forskning om symtom? Frivilligt.',
  Sections: sections([
    [
      'Vad det innebär',
      [
        'Forskare kan få ta del av uppgifter där ditt namn och personnummer är borttagna, för att förstå hur symtom varierar över tid.',
        'Du kan ta tillbaka ditt samtycke när som helst under Samtycken. Det påverkar inte hur du kan använda tjänsten.',
      ],
    ],
  ]),
};

const researchEn: ContractText = {
  Language: 'en',
  Title: 'Research',
  Description: 'May your de-identified data be used in research on symptoms? Optional.',
  Sections: sections([
    [
      'What it means',
      [
        'Researchers may be given data with your name and personal identity number removed, to understand how symptoms vary over time.',
        'You can withdraw your consent at any time under Consents. It does not change how you can use the service.',
      ],
    ],
  ]),
};

const studySv: ContractText = {
  Language: 'sv',
  Title: 'Samtycke till studien Hälsa i vardagen',
  Description: 'Studien följer hur symtom och mående varierar över veckan.',
  Sections: sections([
    [
      'Studien',
      [
        'Du lämnar statusrapporter och svarar på PHQ-9 och GAD-7 under studiens gång. Forskarna i studien ser dina rapporter, men inte dina anteckningar eller filer.',
        'Deltagandet är frivilligt. Du kan avbryta när du vill genom att ta tillbaka samtycket under Samtycken.',
      ],
    ],
  ]),
};

const studyEn: ContractText = {
  Language: 'en',
  Title: 'Consent to the study Health in everyday life',
  Description: 'The study follows how symptoms and wellbeing vary over the week.',
  Sections: sections([
    [
      'The study',
      [
        'You give status reports and answer PHQ-9 and GAD-7 during the study. The researchers of the study see your reports, but not your notes or files.',
        'Taking part is voluntary. You can stop whenever you like by withdrawing your consent under Consents.',
      ],
    ],
  ]),
};

const flags = { Active: true, TermsOfService: false, DataProcessing: false, Underage: false };
/** What a contract lets its group read: nothing, unless it says so (Symptoms' own terms let no staff read anything). */
const readsNothing = { StatusReports: false, SymptomReports: false, PromReports: false, Notes: false };

/** Symptoms' own terms: Required, read to the end (long enough to scroll). */
export const SYMPTOMS_TERMS: ContractCreate = {
  ...flags,
  ...readsNothing,
  Descriptor: 'villkor',
  Index: 0,
  Required: true,
  RequiredRead: true,
  TermsOfService: true,
  Texts: [termsSv, termsEn],
};

/** Research use: optional, answered yes or no. */
export const SYMPTOMS_RESEARCH: ContractCreate = {
  ...flags,
  ...readsNothing,
  Descriptor: 'forskning',
  Index: 1,
  Required: false,
  RequiredRead: false,
  Texts: [researchSv, researchEn],
};

/** The study group's consent, asked of its participants: the study reads their status, symptom and PROM reports, never their notes. */
export const STUDY_CONSENT: ContractCreate = {
  ...flags,
  ...readsNothing,
  StatusReports: true,
  SymptomReports: true,
  PromReports: true,
  Descriptor: 'studie',
  Index: 0,
  Required: true,
  RequiredRead: false,
  DataProcessing: true,
  Texts: [studySv, studyEn],
};

import { luhnCheckDigit, type StudyTaskInput } from '@symptoms/domain';
import { sql } from '../db/sql';
import { createUser } from '../identity/users/service';
import { groupRow, replaceTasks, setPublished, tasksOfGroups } from '../api/study-schema/store';
import type { SeedStep } from './demo';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, STUDY_GROUP } from './demo-accounts';

const task = (t: Partial<StudyTaskInput> & Pick<StudyTaskInput, 'DaysAfterInclusion' | 'Action' | 'CardText'>): StudyTaskInput => ({
  Priority: 1,
  AllowedDaysBefore: 0,
  AllowedDaysAfter: 3,
  Automatic: false,
  ModalHeader: null,
  ModalText: null,
  ModalButtonText: null,
  ActionLink: null,
  PromId: null,
  PromReference: null,
  StudyTaskNotifications: [],
  ...t,
});

/**
 * The study schema of Hälsa i vardagen: the demo patient's tasks. None opens automatically, so
 * saving a report in the demo (and in the other end-to-end journeys) goes where it always went;
 * the study journey adds an automatic task of its own and takes it away again.
 */
const TASKS: StudyTaskInput[] = [
  task({
    DaysAfterInclusion: 0,
    Action: 'prom',
    PromId: 'who5',
    PromReference: 'who5_baseline',
    CardText: 'Välkommen till studien! Börja med att fylla i WHO-5 om ditt välbefinnande.',
    ModalHeader: 'Ditt välbefinnande',
    ModalText: 'Fem korta frågor om hur du har mått de senaste två veckorna. Det tar ungefär två minuter.',
    ModalButtonText: 'Fyll i WHO-5',
    AllowedDaysAfter: 7,
    StudyTaskNotifications: [
      { NotificationText: 'Glöm inte att fylla i WHO-5 i studien Hälsa i vardagen.', DaysAfterTask: 3, RedcapVariable: 'who5_reminder' },
    ],
  }),
  task({
    DaysAfterInclusion: 0,
    Priority: 2,
    Action: 'symptoms',
    CardText: 'Markera var du har symtom på kroppsfiguren.',
    AllowedDaysAfter: 7,
  }),
  task({
    DaysAfterInclusion: 7,
    Action: 'prom',
    PromId: 'phq9',
    PromReference: 'phq9_week1',
    CardText: 'Vecka 1: fyll i PHQ-9 om ditt mående.',
    AllowedDaysBefore: 1,
    StudyTaskNotifications: [
      { NotificationText: 'Det är dags för veckans formulär i Hälsa i vardagen.', DaysAfterTask: 1, RedcapVariable: 'phq9_w1_reminder' },
    ],
  }),
  task({
    DaysAfterInclusion: 14,
    Action: 'fileupload',
    CardText: 'Ladda upp din aktivitetsdagbok för vecka 1–2 (PDF eller bild).',
    AllowedDaysAfter: 7,
  }),
  task({
    DaysAfterInclusion: 30,
    Action: 'prom',
    PromId: 'gad7',
    PromReference: 'gad7_month1',
    CardText: 'En månad: fyll i GAD-7.',
    AllowedDaysBefore: 2,
    AllowedDaysAfter: 7,
  }),
];

export const studySchemaSeed: SeedStep = {
  name: 'the study schema of Hälsa i vardagen',
  async run({ db }) {
    await db.transaction(async (tx) => {
      const group = await groupRow(tx, DEMO_ORGANIZATION.id, STUDY_GROUP, true);
      if (!group || group.study_schema_version > 0 || (await tasksOfGroups(tx, [group.id])).length > 0) return;
      await replaceTasks(tx, group, TASKS);
      await setPublished(tx, group, true);
    });
  },
};

/** Demo participants who joined weeks ago and have not kept up: the adherence list's late rows (only with the demo history). */
const PARTICIPANTS = [
  { first: 'Sara', last: 'Berg', email: 'deltagare1@example.com', born: '19870412', serial: '238', joinedDaysAgo: 12 },
  { first: 'Jonas', last: 'Ek', email: 'deltagare2@example.com', born: '19930921', serial: '457', joinedDaysAgo: 33 },
];

export const studyParticipantsSeed: SeedStep = {
  name: 'study participants who are late',
  async run({ db }) {
    for (const p of PARTICIPANTS) {
      await db.transaction(async (tx) => {
        if ((await tx.query(sql`SELECT 1 FROM users WHERE lower(email) = ${p.email}`)).length > 0) return;
        const ten = p.born.slice(2) + p.serial;
        const ids = await createUser(tx, {
          personnummer: `${p.born}${p.serial}${luhnCheckDigit(ten)}`,
          email: p.email,
          firstName: p.first,
          lastName: p.last,
          password: DEMO_PASSWORD,
          memberships: [
            { organizationId: '0', groupId: '0', roleId: 'pat' },
            { organizationId: DEMO_ORGANIZATION.id, groupId: STUDY_GROUP, roleId: 'pat' },
          ],
          // Known to the study, as the demo's people are: the researchers' PROM requests by number reach them.
          proof: 'seed',
        });
        // The day they joined the study, which the tasks count from.
        await tx.query(
          sql`UPDATE memberships SET joined_date = now() - make_interval(days => ${p.joinedDaysAgo})
               WHERE user_id = ${ids.userId}::uuid AND group_id = ${STUDY_GROUP}`,
        );
      });
    }
  },
};

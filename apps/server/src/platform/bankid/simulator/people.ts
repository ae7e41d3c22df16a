/**
 * The simulator's test people: the demo accounts' personnummer (README), one adult without an
 * account and one person under 18. Any other valid personnummer may sign too.
 */
interface TestPerson {
  personalNumber: string;
  givenName: string;
  surname: string;
}

export const TEST_PEOPLE: readonly TestPerson[] = [
  { personalNumber: '191212121212', givenName: 'Tolvan', surname: 'Tolvansson' },
  { personalNumber: '198503122387', givenName: 'Alva', surname: 'Andersson' },
  { personalNumber: '197905052382', givenName: 'Karin', surname: 'Lund' },
  { personalNumber: '196811202388', givenName: 'Erik', surname: 'Berg' },
  { personalNumber: '199002152388', givenName: 'Sara', surname: 'Nilsson' },
  { personalNumber: '197208302385', givenName: 'Johan', surname: 'Ek' },
  { personalNumber: '198801012389', givenName: 'Lina', surname: 'Holm' },
  { personalNumber: '199904232387', givenName: 'Utan', surname: 'Konto' },
  { personalNumber: '201501012387', givenName: 'Liten', surname: 'Minderårig' },
];

export function testPerson(personalNumber: string): TestPerson {
  return TEST_PEOPLE.find((p) => p.personalNumber === personalNumber) ?? { personalNumber, givenName: 'Test', surname: 'Person' };
}

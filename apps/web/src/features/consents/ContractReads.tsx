import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientAccess } from '@symptoms/domain';

const READ_AREAS = ['StatusReports', 'SymptomReports', 'PromReports', 'Notes'] as const;

/** The areas a contract or a share opens, in words: "statusrapporter, formulärsvar". Empty when none. */
export function useReadAreas() {
  const { t } = useTranslation('consents');
  return (reads: PatientAccess) => {
    const names = READ_AREAS.filter((area) => reads[area]).map((area) => t(`reads.${area}`));
    return new Intl.ListFormat(t('reads.listLocale'), { type: 'conjunction' }).format(names);
  };
}

/** What a contract lets its group see of the one who approves it, said before they approve. */
export function ContractReads({ contract, group }: { contract: PatientAccess & { Group: { IsGlobal: boolean } }; group: string }) {
  const { t } = useTranslation('consents');
  const areas = useReadAreas()(contract);
  if (contract.Group.IsGlobal && !areas) return null;
  return <Text size="sm">{areas ? t('reads.these', { group, areas }) : t('reads.nothing', { group })}</Text>;
}

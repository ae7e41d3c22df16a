import { useState } from 'react';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isStudyGroup, type MyGroup } from '@symptoms/domain';
import { useSwitchMembership } from '../../app/session-actions';
import { useSession } from '../../app/session-hooks';
import { Card } from '../../ui/Card';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';

/**
 * The global card (what the product is for), or a group's card (a study's or a clinic's) with its form
 * title and text. Its button opens the group's information; from there the patient starts (the group
 * becomes active as patient and the status report opens), so "Läs om studien" reads about the study as
 * it says. The start button names a study only for a study (isStudyGroup).
 */
export function GroupCard({ group, productName }: { group: MyGroup; productName: string }) {
  const { t } = useTranslation('welcome');
  const session = useSession();
  const switchMembership = useSwitchMembership();
  const navigate = useNavigate();
  const title = group.IsGlobal ? group.DisplayName || productName : group.DisplayName || group.Name;
  const text = group.WelcomeText ?? group.IntroText;
  const [reading, setReading] = useState(false);
  const active = session?.token.organization === group.OrganizationId && session?.token.group === group.Id;

  const open = async () => {
    try {
      if (!active || session?.token.role !== 'pat') await switchMembership(group.OrganizationId, group.Id, 'pat');
      void navigate('/statusreport');
    } catch {
      toast.error(t('switchFailed'));
    }
  };

  return (
    <Card title={title} headingLevel={2} className="group-card">
      {text ? <Text>{text}</Text> : group.IsGlobal && <Text>{t('globalText')}</Text>}
      {!group.IsGlobal && group.FormTitle && <Title order={3}>{group.FormTitle}</Title>}
      {!group.IsGlobal && group.FormText && <Text>{group.FormText}</Text>}
      {!group.IsGlobal && (
        <Button w="fit-content" variant="default" onClick={() => setReading(true)}>
          {group.FormButtonLabel || t('groupButton')}
        </Button>
      )}
      {!group.IsGlobal && (
        <Modal
          opened={reading}
          onClose={() => setReading(false)}
          title={t('studyInfoTitle', { group: title })}
          onAccept={open}
          acceptLabel={t(isStudyGroup(group) ? 'studyStart' : 'clinicStart')}
          cancelLabel={t('studyClose')}
        >
          <Stack gap="sm">
            {group.FormTitle && <Title order={3}>{group.FormTitle}</Title>}
            {group.FormText && <Text>{group.FormText}</Text>}
            {text && <Text>{text}</Text>}
            {group.HelpUrl && (
              <Anchor href={group.HelpUrl} target="_blank" rel="noopener noreferrer">
                {t('groupHelp', { group: title })} <IconExternalLink size={16} aria-hidden />
              </Anchor>
            )}
          </Stack>
        </Modal>
      )}
      {group.HelpUrl && (
        <Anchor href={group.HelpUrl} target="_blank" rel="noopener noreferrer">
          {t('groupHelp', { group: title })} <IconExternalLink size={16} aria-hidden />
        </Anchor>
      )}
    </Card>
  );
}

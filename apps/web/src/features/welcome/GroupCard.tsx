import { Anchor, Button, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MyGroup } from '@symptoms/domain';
import { useSwitchMembership } from '../../app/session-actions';
import { useSession } from '../../app/session-hooks';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast';

/** The global card, or a study group card with its form title, text and button (which makes the group active as patient). */
export function GroupCard({ group, productName }: { group: MyGroup; productName: string }) {
  const { t } = useTranslation('welcome');
  const session = useSession();
  const switchMembership = useSwitchMembership();
  const navigate = useNavigate();
  const title = group.IsGlobal ? group.DisplayName || productName : group.DisplayName || group.Name;
  const text = group.WelcomeText ?? group.IntroText;
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
      {text && <Text>{text}</Text>}
      {!group.IsGlobal && group.FormTitle && <Title order={3}>{group.FormTitle}</Title>}
      {!group.IsGlobal && group.FormText && <Text>{group.FormText}</Text>}
      {!group.IsGlobal && (
        <Button w="fit-content" onClick={() => void open()}>
          {group.FormButtonLabel || t('groupButton')}
        </Button>
      )}
      {group.HelpUrl && (
        <Anchor href={group.HelpUrl} target="_blank" rel="noopener noreferrer">
          {t('groupHelp', { group: title })} <IconExternalLink size={16} aria-hidden />
        </Anchor>
      )}
    </Card>
  );
}

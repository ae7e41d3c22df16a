import { useState } from 'react';
import { Box, Button, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, MODULES, type GroupSettings, type ModuleName } from '@symptoms/domain';
import { adminKeys, saveSettings } from '../../api/admin';
import { queryKeys } from '../../api/query-keys';
import { ApiError } from '../../api/errors';
import { useClientConfig } from '../../app/session-hooks';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast';

/** One group's module flags: the deployment's configuration, or a choice of its own within it. */
export function GroupModules({ settings }: { settings: GroupSettings }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const configured = useClientConfig().data?.Modules ?? MODULES;
  const [own, setOwn] = useState(settings.Modules !== null);
  const [modules, setModules] = useState<ModuleName[]>(settings.Modules ?? [...configured]);
  const save = useMutation({
    mutationFn: () => saveSettings(settings.GroupId, { Modules: own ? modules : null, Version: settings.Version }),
    onSuccess: async () => {
      toast.success(t('saved', { group: settings.Name }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.settings });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myGroups });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorCode === ErrorCode.Conflict) toast.warning(error.message);
      else toast.error(error.message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.settings });
    },
  });
  const name = `modules-${settings.GroupId}`;

  return (
    <Card title={settings.Name} headingLevel={2}>
      <Stack gap="sm">
        <Radio.Group name={name} label={t('choice')} value={own ? 'own' : 'configured'} onChange={(v) => setOwn(v === 'own')}>
          <Group gap="md" mt={4}>
            <Radio value="configured" label={t('configured')} />
            <Radio value="own" label={t('own')} />
          </Group>
        </Radio.Group>
        <Checkbox.Group label={t('modules')} value={own ? modules : [...configured]} onChange={(v) => setModules(v as ModuleName[])}>
          {/* As many columns as the card has room for, whatever the screen: a narrow card cut the names off. */}
          <Box className="module-grid" mt={4}>
            {MODULES.map((module) => (
              <Checkbox
                key={module}
                value={module}
                label={t(`names.${module}`)}
                disabled={!own || !configured.includes(module)}
                description={configured.includes(module) ? undefined : t('offInDeployment')}
              />
            ))}
          </Box>
        </Checkbox.Group>
        <Group>
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

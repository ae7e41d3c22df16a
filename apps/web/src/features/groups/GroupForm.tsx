import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorCode, GroupInput, STATUS_AREAS, SYMPTOM_TYPES, fieldErrors, type AdminGroup } from '@symptoms/domain';
import { adminKeys, createGroup, updateGroup } from '../../api/admin';
import { ApiError } from '../../api/errors';
import { isLanguageId } from '../../i18n';
import { toast } from '../../ui/toast';
import { LINK_FIELDS, TEXT_FIELDS, draftOf, inputOf, move, type GroupDraft, type TextField } from './group-form';

/**
 * Every Group field of spec 3 §3 with the limits of §5; a new group when `group` is null. Read only
 * for a group admin: groups are created and changed by the organization's admin.
 */
export function GroupForm({ group, readOnly = false }: { group: AdminGroup | null; readOnly?: boolean }) {
  const { t, i18n } = useTranslation('groups');
  const { t: ts } = useTranslation('statusreports');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<GroupDraft>(() => draftOf(group));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [newDefinition, setNewDefinition] = useState('');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const set = <K extends keyof GroupDraft>(key: K, value: GroupDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (key: string) =>
    Object.entries(errors)
      .find(([path]) => path === key || path.startsWith(`${key}.`))?.[1]
      ?.join(' ');

  const save = useMutation({
    mutationFn: (input: GroupInput) => (group ? updateGroup(group.Id, input) : createGroup(input)),
    onSuccess: async (saved) => {
      toast.success(t(group ? 'saved' : 'created'));
      queryClient.setQueryData([...adminKeys.groups, 'one', saved.Id], saved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.groups });
      if (!group) await navigate(`/admin/groups/${encodeURIComponent(saved.Id)}`, { replace: true });
    },
    onError: async (failure) => {
      if (failure instanceof ApiError && failure.errorCode === ErrorCode.Conflict) {
        toast.warning(failure.message);
        await queryClient.invalidateQueries({ queryKey: adminKeys.groups });
      } else if (failure instanceof ApiError && Object.keys(failure.errors).length) {
        setErrors(failure.errors);
        toast.error(t('fixErrors'));
      } else toast.error(failure.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GroupInput.safeParse(inputOf(draft));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, language));
      toast.error(t('fixErrors'));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const text = (key: TextField, max: number, multiline = false, required = false) => {
    const Input = multiline ? Textarea : TextInput;
    return (
      <Input
        key={key}
        label={t(`fields.${key}`)}
        required={required}
        maxLength={max}
        autosize={multiline || undefined}
        minRows={multiline ? 2 : undefined}
        value={draft[key]}
        onChange={(e) => set(key, e.currentTarget.value)}
        error={error(key)}
      />
    );
  };

  const addDefinition = () => {
    const name = newDefinition.trim();
    if (!name) return;
    set('SymptomDefinitions', [...draft.SymptomDefinitions, name]);
    setNewDefinition('');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={readOnly}>
        <Stack gap="lg">
          <Fieldset legend={t('sections.basics')}>
            <Stack gap="sm">
              {group ? (
                <Text size="sm">
                  {t('fields.Id')}: <span className="tabular">{group.Id}</span>
                </Text>
              ) : (
                <TextInput
                  label={t('fields.Id')}
                  description={t('idHelp')}
                  required
                  maxLength={32}
                  value={draft.Id}
                  onChange={(e) => set('Id', e.currentTarget.value)}
                  error={error('Id')}
                />
              )}
              {text('Name', 64, false, true)}
              <TextInput
                label={t('fields.UrlSlug')}
                description={draft.UrlSlug.trim() ? t('slugHelp', { path: `/${draft.UrlSlug.trim().toLowerCase()}` }) : t('slugNone')}
                maxLength={64}
                value={draft.UrlSlug}
                onChange={(e) => set('UrlSlug', e.currentTarget.value)}
                error={error('UrlSlug')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('sections.texts')}>
            <Stack gap="sm">{TEXT_FIELDS.map(([key, max]) => text(key, max, max > 128))}</Stack>
          </Fieldset>
          <Fieldset legend={t('sections.links')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {LINK_FIELDS.map(([key, max]) => text(key, max))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('sections.reporting')}>
            <Stack gap="md">
              <Checkbox.Group
                label={t('fields.SymptomTypes')}
                value={draft.SymptomTypes}
                onChange={(v) => set('SymptomTypes', v as GroupDraft['SymptomTypes'])}
                error={error('SymptomTypes')}
              >
                <Group gap="md" mt={4}>
                  {SYMPTOM_TYPES.map((type) => (
                    <Checkbox key={type} value={type} label={t(`symptomTypes.${type}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Checkbox.Group
                label={t('fields.StatusReportTypes')}
                value={draft.StatusReportTypes}
                onChange={(v) =>
                  set(
                    'StatusReportTypes',
                    STATUS_AREAS.filter((a) => v.includes(a)),
                  )
                }
                error={error('StatusReportTypes')}
              >
                <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6} mt={4}>
                  {STATUS_AREAS.map((area) => (
                    <Checkbox key={area} value={area} label={ts(`areas.${area}`)} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              <Stack gap={6}>
                <Text fw={500} size="sm" id="symptom-definitions">
                  {t('fields.SymptomDefinitions')}
                </Text>
                <Stack gap={4} component="ol" aria-labelledby="symptom-definitions" className="ordered-list">
                  {draft.SymptomDefinitions.map((name, index) => (
                    <Group key={`${name}-${index}`} component="li" gap="xs" wrap="nowrap">
                      <Text flex={1}>{name}</Text>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('moveUp', { name })}
                        disabled={index === 0}
                        onClick={() => set('SymptomDefinitions', move(draft.SymptomDefinitions, index, -1))}
                      >
                        <IconArrowUp size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('moveDown', { name })}
                        disabled={index === draft.SymptomDefinitions.length - 1}
                        onClick={() => set('SymptomDefinitions', move(draft.SymptomDefinitions, index, 1))}
                      >
                        <IconArrowDown size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('remove', { name })}
                        onClick={() =>
                          set(
                            'SymptomDefinitions',
                            draft.SymptomDefinitions.filter((_, i) => i !== index),
                          )
                        }
                      >
                        <IconX size={18} />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
                <Group gap="xs" align="flex-end">
                  <TextInput
                    label={t('newDefinition')}
                    maxLength={60}
                    value={newDefinition}
                    onChange={(e) => setNewDefinition(e.currentTarget.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        addDefinition();
                      }
                    }}
                    error={error('SymptomDefinitions')}
                  />
                  <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addDefinition}>
                    {t('add')}
                  </Button>
                </Group>
              </Stack>
              <TagsInput
                label={t('fields.PromGroups')}
                description={t('promHelp')}
                value={draft.PromIds}
                onChange={(v) => set('PromIds', v)}
                error={error('PromGroups')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('sections.study')}>
            <Stack gap="sm">
              {text('MFStudySlug', 40)}
              <Switch
                label={t('fields.MFGroupSyncActive')}
                checked={draft.MFGroupSyncActive}
                onChange={(e) => set('MFGroupSyncActive', e.currentTarget.checked)}
              />
            </Stack>
          </Fieldset>
          {!readOnly && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {group ? t('save') : t('create')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}

import { useState } from 'react';
import { Alert, Button, Checkbox, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContractCreate, fieldErrors, type AdminContract, type LanguageId } from '@symptoms/domain';
import { contractKeys, createContract, deleteContract, publishContractVersion, updateContract } from '../../api/contracts';
import { ApiError } from '../../api/errors';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { writtenDateTime } from '../../ui/relative-date';
import { draftOf, emptyDraft, READS, textsOf, titleIn, widensReads, type ContractDraft } from './contract-form';
import { TextEditor } from './TextEditor';

const FLAGS = ['Active', 'Required', 'RequiredRead', 'TermsOfService', 'DataProcessing', 'Underage'] as const;

/**
 * A contract's settings and text (sv, en), saved in place while nobody has answered its current
 * version; once someone has, a changed text is published as a new version, which everyone answers again.
 */
export function ContractEditor({ contract }: { contract: AdminContract | null }) {
  const { t, i18n } = useTranslation('contracts');
  const language = i18n.language as LanguageId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ContractDraft>(() => (contract ? draftOf(contract) : emptyDraft()));
  const [editing, setEditing] = useState<LanguageId>('sv');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [confirm, setConfirm] = useState<'publish' | 'delete' | null>(null);

  const body = () => ({ ...draft.settings, Texts: textsOf(draft) });
  /** Checks the form as the server will; false (and the errors shown) when it does not pass. */
  const valid = () => {
    const parsed = ContractCreate.safeParse(body());
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues, language));
    return parsed.success;
  };
  const saved = async (next: AdminContract, message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: contractKeys.admin });
    queryClient.setQueryData(contractKeys.adminOne(next.Id), next);
    setDraft(draftOf(next));
    if (!contract) void navigate(`/admin/contracts/${next.Id}`, { replace: true });
  };
  const onError = (error: unknown) => {
    if (error instanceof ApiError) setErrors(error.errors);
    toast.error(error instanceof ApiError ? error.message : t('saveFailed'));
  };

  const save = useMutation({
    mutationFn: () => {
      if (!contract) return createContract(body());
      // Answered: the text and what it lets the group read stand as people approved them; only the other settings change here.
      const texts = contract.Answered ? contract.Texts : textsOf(draft);
      const reads = contract.Answered ? Object.fromEntries(READS.map((r) => [r, draft.settings[r] && contract[r]])) : {};
      return updateContract(contract.Id, { ...draft.settings, ...reads, Texts: texts, Version: contract.Version });
    },
    onSuccess: (next) => saved(next, t('toast.saved')),
    onError,
  });
  const publish = useMutation({
    mutationFn: () =>
      publishContractVersion(contract!.Id, {
        Texts: textsOf(draft),
        Version: contract!.Version,
        ...Object.fromEntries(READS.map((r) => [r, draft.settings[r]])),
      }),
    onSuccess: (next) => saved(next, t('toast.published', { version: next.ContractVersion })),
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteContract(contract!.Id),
    onSuccess: async () => {
      toast.success(t('toast.deleted'));
      await queryClient.invalidateQueries({ queryKey: contractKeys.admin });
      void navigate('/admin/contracts', { replace: true });
    },
    onError,
  });
  const error = (path: string) => errors[path]?.join(' ');
  const textIndex = editing === 'sv' ? 0 : 1;
  const general = [...(errors.Texts ?? []), ...(errors[''] ?? [])];
  const busy = save.isPending || publish.isPending || remove.isPending;

  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <Title order={1}>{contract ? titleIn(contract, language) : t('new.title')}</Title>
        <Text c="dimmed">
          {contract ? t('edit.intro', { group: contract.Group.DisplayName, version: contract.ContractVersion }) : t('new.intro')}
        </Text>
      </Stack>
      {contract?.Answered && (
        <Alert color="yellow">
          <Text fw={700} size="sm">
            {t('edit.lockedTitle')}
          </Text>
          <Text size="sm">{t('edit.locked')}</Text>
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="contract-settings">
        <Title order={2} size="h3" id="contract-settings">
          {t('form.settings')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.descriptor')}
            description={t('form.descriptorHint')}
            required
            maxLength={16}
            value={draft.settings.Descriptor}
            onChange={(e) => setDraft({ ...draft, settings: { ...draft.settings, Descriptor: e.currentTarget.value } })}
            error={error('Descriptor')}
          />
          <NumberInput
            label={t('form.index')}
            description={t('form.indexHint')}
            min={0}
            max={1000}
            allowDecimal={false}
            value={draft.settings.Index}
            onChange={(value) => setDraft({ ...draft, settings: { ...draft.settings, Index: typeof value === 'number' ? value : 0 } })}
            error={error('Index')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              label={t(`flags.${flag}`)}
              checked={draft.settings[flag]}
              onChange={(e) => setDraft({ ...draft, settings: { ...draft.settings, [flag]: e.currentTarget.checked } })}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="contract-reads">
        <Title order={2} size="h3" id="contract-reads">
          {t('reads.title')}
        </Title>
        <Text size="sm">{t('reads.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {READS.map((read) => (
            <Checkbox
              key={read}
              label={t(`reads.${read}`)}
              checked={draft.settings[read]}
              onChange={(e) => setDraft({ ...draft, settings: { ...draft.settings, [read]: e.currentTarget.checked } })}
            />
          ))}
        </SimpleGrid>
        {contract?.Answered && widensReads(contract, draft) && (
          <Alert color="yellow" role="status">
            {t('reads.widens')}
          </Alert>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="contract-text">
        <Title order={2} size="h3" id="contract-text">
          {t('form.text')}
        </Title>
        <SegmentedControl
          value={editing}
          onChange={(value) => setEditing(value as LanguageId)}
          data={[
            { value: 'sv', label: t('languages.sv') },
            { value: 'en', label: t('languages.en') },
          ]}
          aria-label={t('form.language')}
          style={{ alignSelf: 'flex-start' }}
        />
        {editing === 'en' && <Text size="sm">{t('form.englishHint')}</Text>}
        {general.length > 0 && (
          <Alert color="red" role="alert">
            {general.join(' ')}
          </Alert>
        )}
        <TextEditor
          key={editing}
          language={editing}
          text={draft.texts[editing]}
          onChange={(text) => setDraft({ ...draft, texts: { ...draft.texts, [editing]: text } })}
          error={(path) => error(`Texts.${textIndex}.${path}`)}
        />
      </Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Button onClick={() => valid() && save.mutate()} loading={save.isPending} disabled={busy}>
            {contract ? t('actions.save') : t('actions.create')}
          </Button>
          {contract && (
            <Button variant="outline" onClick={() => valid() && setConfirm('publish')} disabled={busy}>
              {t('actions.publish')}
            </Button>
          )}
        </Group>
        {contract && (
          <Button variant="subtle" color="red" onClick={() => setConfirm('delete')} disabled={busy}>
            {t('actions.delete')}
          </Button>
        )}
      </Group>
      {contract && (
        <Stack gap="xs" component="section" aria-labelledby="contract-versions">
          <Title order={2} size="h3" id="contract-versions">
            {t('versions.title')}
          </Title>
          {contract.Versions.map((v) => (
            <Text key={v.ContractVersion} size="sm">
              {t('versions.row', {
                version: v.ContractVersion,
                when: writtenDateTime(v.ValidFromDate, language),
                count: v.ConsentCount,
              })}
            </Text>
          ))}
        </Stack>
      )}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'delete' ? t('confirm.deleteTitle') : t('confirm.publishTitle')}
        acceptLabel={confirm === 'delete' ? t('actions.delete') : t('actions.publish')}
        onAccept={() => (confirm === 'delete' ? remove.mutate() : publish.mutate())}
      >
        <Text size="sm">
          {confirm === 'delete' ? t('confirm.delete') : t('confirm.publish', { version: (contract?.ContractVersion ?? 0) + 1 })}
        </Text>
      </Modal>
    </Stack>
  );
}

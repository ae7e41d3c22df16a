import { useState, type FormEvent } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  fieldErrors,
  formatPersonnummerInput,
  ResearchPromRequestCreate,
  type LanguageId,
  type PromTitle,
  type StudySchemaView,
} from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { createResearchPromRequest, studyTasksKeys } from '../../api/studytasks';
import { toast } from '../../ui/toast';

const EMPTY = { Personnummer: '', PromId: '', LanguageId: 'sv', Purpose: '', ContextText: '', CallbackUrl: '' };

/** The request's language for a newly chosen PROM: the screen's when the PROM has it, else the one chosen before, else the PROM's first. */
function languageFor(prom: PromTitle | undefined, screen: LanguageId, chosen: string): string {
  const languages: readonly string[] = prom?.LanguageIds ?? [];
  if (languages.includes(screen)) return screen;
  return languages.includes(chosen) ? chosen : (languages[0] ?? chosen);
}

/**
 * A new PROM request to a participant, by personnummer (spec 3 §5 PromRequest), in one of the
 * languages the PROM exists in: a validated instrument is never offered in a language it lacks.
 */
export function ResearchRequestForm({ proms }: { proms: StudySchemaView['Proms'] }) {
  const { t, i18n } = useTranslation('prom-requests');
  const language = (i18n.language === 'en' ? 'en' : 'sv') as LanguageId;
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ ...EMPTY, PromId: proms[0]?.Id ?? '', LanguageId: languageFor(proms[0], language, language) });
  const prom = proms.find((p) => p.Id === form.PromId);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });

  const send = useMutation({
    mutationFn: createResearchPromRequest,
    onSuccess: async () => {
      toast.success(t('sent'));
      setForm({ ...EMPTY, PromId: form.PromId, LanguageId: form.LanguageId });
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: studyTasksKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else if (error instanceof ApiError && error.status === 404) setErrors({ Personnummer: [error.message] });
      else toast.error(t('sendFailed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ResearchPromRequestCreate.safeParse({ ...form, Personnummer: form.Personnummer.replace(/[^\d+-]/g, '') });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, language));
    setErrors({});
    send.mutate(parsed.data);
  };
  const error = (field: string) => errors[field]?.join(' ');

  return (
    <form onSubmit={submit} noValidate aria-label={t('formLabel')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('field.Personnummer')}
            description={t('field.PersonnummerHelp')}
            required
            inputMode="numeric"
            autoComplete="off"
            value={form.Personnummer}
            onChange={(e) => set({ Personnummer: formatPersonnummerInput(e.currentTarget.value) })}
            error={error('Personnummer')}
          />
          <Select
            label={t('field.PromId')}
            required
            searchable
            data={proms.map((p) => ({ value: p.Id, label: p.Title }))}
            value={form.PromId || null}
            onChange={(value) => {
              const next = proms.find((p) => p.Id === value);
              set({ PromId: value ?? '', LanguageId: languageFor(next, language, form.LanguageId) });
            }}
            error={error('PromId')}
          />
          <Select
            label={t('field.LanguageId')}
            required
            allowDeselect={false}
            data={(prom?.LanguageIds ?? []).map((l) => ({ value: l, label: t(`language.${l}`) }))}
            value={form.LanguageId}
            onChange={(value) => set({ LanguageId: value ?? form.LanguageId })}
            error={error('LanguageId')}
          />
          <TextInput
            label={t('field.Purpose')}
            required
            maxLength={256}
            value={form.Purpose}
            onChange={(e) => set({ Purpose: e.currentTarget.value })}
            error={error('Purpose')}
          />
        </SimpleGrid>
        <Textarea
          label={t('field.ContextText')}
          maxLength={256}
          autosize
          minRows={2}
          value={form.ContextText}
          onChange={(e) => set({ ContextText: e.currentTarget.value })}
          error={error('ContextText')}
        />
        <TextInput
          label={t('field.CallbackUrl')}
          type="url"
          maxLength={1024}
          value={form.CallbackUrl}
          onChange={(e) => set({ CallbackUrl: e.currentTarget.value })}
          error={error('CallbackUrl')}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

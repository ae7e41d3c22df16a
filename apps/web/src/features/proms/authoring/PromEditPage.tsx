import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ErrorCode,
  LANGUAGES,
  PromMetaInput,
  PROM_LIMITS,
  fieldErrors,
  type AuthoredPromView,
  type LanguageId,
  type PromInput,
} from '@symptoms/domain';
import { ApiError } from '../../../api/errors';
import { createPromMeta, getAuthoredProm, promAuthoringKeys, updatePromVersion } from '../../../api/proms-authoring';
import { toast } from '../../../ui/toast';
import { emptyVersion, readDraft, writeDraft } from './draft-store';
import { ADMIN_PROMS_PATH, promEditPath, promQuestionsPath } from './paths';
import { useEditorLanguage } from './use-editor-language';

interface MetaForm {
  Id: string;
  OriginalName: string;
  About: string;
  Image: string;
  HideScore: boolean;
  IsVisible: boolean;
}

const emptyMeta: MetaForm = { Id: '', OriginalName: '', About: '', Image: '', HideScore: false, IsVisible: false };

function metaFrom(view: AuthoredPromView | undefined, copyOf: boolean): MetaForm {
  if (!view) return emptyMeta;
  const m = view.Meta;
  return {
    Id: copyOf ? '' : m.Id,
    OriginalName: m.OriginalName,
    About: m.About,
    Image: m.Image ?? '',
    HideScore: m.HideScore,
    IsVisible: copyOf ? false : m.IsVisible,
  };
}

/** `/admin/proms/edit/{promid?}`: a PROM's metadata (locked once Version > 0) and one language version's header. */
export default function PromEditPage() {
  const { t, i18n } = useTranslation('proms');
  const { promid } = useParams();
  const [params] = useSearchParams();
  const copyId = params.get('copy');
  const sourceId = promid ?? copyId ?? undefined;
  const [language, setLanguage] = useEditorLanguage();
  const loaded = useQuery({
    queryKey: promAuthoringKeys.one(sourceId ?? '', language),
    queryFn: ({ signal }) => getAuthoredProm(sourceId!, language, signal),
    enabled: sourceId !== undefined,
  });
  if (sourceId && loaded.isPending) return <Loader aria-label={t('authoring.loading')} />;
  if (loaded.isError)
    return (
      <Alert color="red" role="alert">
        {loaded.error.message}
      </Alert>
    );
  return (
    <MetaAndHeader
      key={`${sourceId ?? 'new'}:${language}`}
      view={loaded.data}
      copyOf={!promid && copyId !== null}
      language={language}
      onLanguage={setLanguage}
      uiLanguage={i18n.language === 'en' ? 'en' : 'sv'}
    />
  );
}

interface Props {
  view: AuthoredPromView | undefined;
  copyOf: boolean;
  language: LanguageId;
  onLanguage: (language: LanguageId) => void;
  uiLanguage: LanguageId;
}

function MetaAndHeader({ view, copyOf, language, onLanguage, uiLanguage }: Props) {
  const { t } = useTranslation('proms');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [meta, setMeta] = useState<MetaForm>(() => metaFrom(view, copyOf));
  const savedVersion = (view?.Prom as PromInput | null | undefined) ?? null;
  const [header, setHeader] = useState<PromInput>(() => {
    const id = view && !copyOf ? view.Meta.Id : '';
    return (id && readDraft(id, language)) || (savedVersion ? { ...savedVersion } : emptyVersion(id, language, view?.LanguageIds ?? []));
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const readOnly = view !== undefined && !copyOf && !view.CanEdit;
  const metaLocked = readOnly || (view !== undefined && !copyOf && view.Meta.Version > 0);

  const save = useMutation({
    mutationFn: async () => {
      const parsedMeta = PromMetaInput.safeParse({ ...meta, Image: meta.Image || null });
      if (!parsedMeta.success) {
        setErrors(fieldErrors(parsedMeta.error.issues, uiLanguage));
        return null;
      }
      const id = parsedMeta.data.Id;
      const isNewLanguage = !view || copyOf || view.PromVersion === null;
      const metaVersion = view && !copyOf ? view.Meta.Version : 0;
      // Spec 3 §4: the metadata is saved first only at version 0 when the language is new or none exist.
      if (metaVersion === 0 && isNewLanguage) {
        try {
          await createPromMeta(parsedMeta.data);
          toast.success(t('authoring.metaSaved'));
        } catch (error) {
          if (!(error instanceof ApiError && error.errorCode === ErrorCode.Conflict)) throw error;
          toast.warning(t('authoring.metaExists'));
        }
      }
      const version: PromInput = {
        ...header,
        Id: id,
        Language: language,
        About: parsedMeta.data.About,
        OriginalName: parsedMeta.data.OriginalName,
      };
      if (!isNewLanguage && view && view.PromVersion !== null) {
        await updatePromVersion(id, language, version, view.PromVersion);
        toast.success(t('authoring.versionSaved'));
        return { id, next: promEditPath(id) + `?lang=${language}` };
      }
      writeDraft(version);
      return { id, next: `${promQuestionsPath(id)}?lang=${language}` };
    },
    onSuccess: (result) => {
      if (!result) return;
      void queryClient.invalidateQueries({ queryKey: promAuthoringKeys.all });
      void navigate(result.next);
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      toast.error(error.message);
    },
  });

  const setField = <K extends keyof PromInput>(field: K, value: PromInput[K]) => setHeader((h) => ({ ...h, [field]: value }));
  const err = (path: string) => (errors[path] ?? errors[`Prom.${path}`])?.join(' ');
  const title =
    view && !copyOf ? t('authoring.editTitle', { title: savedVersion?.Title ?? view.Meta.OriginalName }) : t('authoring.newTitle');

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{copyOf ? t('authoring.copyIntro') : t('authoring.editIntro')}</Text>
      </Stack>
      {readOnly && <Alert color="blue">{t('authoring.readOnly')}</Alert>}
      <Stack gap="sm" component="section" aria-labelledby="meta-heading">
        <Title order={2} id="meta-heading">
          {t('authoring.metaHeading')}
        </Title>
        {metaLocked && !readOnly && <Text size="sm">{t('authoring.metaLocked')}</Text>}
        <TextInput
          label={t('authoring.fields.id')}
          description={t('authoring.fields.idHelp')}
          required
          maxLength={PROM_LIMITS.idMax}
          value={meta.Id}
          disabled={metaLocked || (view !== undefined && !copyOf)}
          error={err('Id')}
          onChange={(e) => setMeta({ ...meta, Id: e.currentTarget.value.trim() })}
        />
        <TextInput
          label={t('authoring.fields.originalName')}
          required
          maxLength={PROM_LIMITS.originalNameMax}
          value={meta.OriginalName}
          disabled={metaLocked}
          error={err('OriginalName')}
          onChange={(e) => setMeta({ ...meta, OriginalName: e.currentTarget.value })}
        />
        <Textarea
          label={t('authoring.fields.about')}
          rows={2}
          maxLength={PROM_LIMITS.aboutMax}
          value={meta.About}
          disabled={metaLocked}
          error={err('About')}
          onChange={(e) => setMeta({ ...meta, About: e.currentTarget.value })}
        />
        <TextInput
          label={t('authoring.fields.image')}
          maxLength={PROM_LIMITS.imageMax}
          value={meta.Image}
          disabled={metaLocked}
          error={err('Image')}
          onChange={(e) => setMeta({ ...meta, Image: e.currentTarget.value })}
        />
        <Checkbox
          label={t('authoring.fields.isVisible')}
          checked={meta.IsVisible}
          disabled={metaLocked}
          onChange={(e) => setMeta({ ...meta, IsVisible: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('authoring.fields.hideScore')}
          checked={meta.HideScore}
          disabled={metaLocked}
          onChange={(e) => setMeta({ ...meta, HideScore: e.currentTarget.checked })}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="version-heading">
        <Title order={2} id="version-heading">
          {t('authoring.versionHeading')}
        </Title>
        <SegmentedControl
          aria-label={t('authoring.fields.language')}
          value={language}
          onChange={(value) => onLanguage(value as LanguageId)}
          data={LANGUAGES.map((l) => ({
            value: l,
            label: `${t(`authoring.language.${l}`)}${view?.LanguageIds.includes(l) ? '' : ` (${t('authoring.missing')})`}`,
          }))}
        />
        <TextInput
          label={t('authoring.fields.title')}
          required
          maxLength={PROM_LIMITS.titleMax}
          value={header.Title}
          disabled={readOnly}
          error={err('Title')}
          onChange={(e) => setField('Title', e.currentTarget.value)}
        />
        <TextInput
          label={t('authoring.fields.concept')}
          required
          maxLength={PROM_LIMITS.conceptMax}
          value={header.Concept}
          disabled={readOnly}
          error={err('Concept')}
          onChange={(e) => setField('Concept', e.currentTarget.value)}
        />
        <Textarea
          label={t('authoring.fields.introduction')}
          description={t('authoring.fields.introductionHelp')}
          rows={2}
          maxLength={PROM_LIMITS.introductionMax}
          value={header.Introduction ?? ''}
          disabled={readOnly}
          error={err('Introduction')}
          onChange={(e) => setField('Introduction', e.currentTarget.value || null)}
        />
        <TextInput
          label={t('authoring.fields.tags')}
          description={t('authoring.fields.tagsHelp')}
          value={(header.Tags ?? []).join(', ')}
          disabled={readOnly}
          onChange={(e) =>
            setField(
              'Tags',
              e.currentTarget.value.split(',').map((tag) => tag.trimStart()),
            )
          }
        />
        <Checkbox
          label={t('authoring.fields.versionHideScore')}
          checked={header.HideScore ?? false}
          disabled={readOnly}
          onChange={(e) => setField('HideScore', e.currentTarget.checked)}
        />
        <Checkbox
          label={t('authoring.fields.prefill')}
          checked={header.PrefillPreviousAnswers ?? false}
          disabled={readOnly}
          onChange={(e) => setField('PrefillPreviousAnswers', e.currentTarget.checked)}
        />
      </Stack>
      <Group>
        {!readOnly && (
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {view && !copyOf && view.PromVersion !== null ? t('authoring.save') : t('authoring.saveAndQuestions')}
          </Button>
        )}
        {view && !copyOf && view.PromVersion !== null && (
          <Button component={Link} variant="light" to={`${promQuestionsPath(view.Meta.Id)}?lang=${language}`}>
            {readOnly ? t('authoring.showQuestions') : t('authoring.editQuestions')}
          </Button>
        )}
        <Button component={Link} variant="subtle" to={ADMIN_PROMS_PATH}>
          {t('authoring.backToList')}
        </Button>
      </Group>
    </Stack>
  );
}

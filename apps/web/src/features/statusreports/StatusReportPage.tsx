import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { ErrorCode, removedItem, type StatusArea, type StatusReport, type StatusReportItemInput, type StatusType } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { nextStudyTaskRoute } from '../../api/studytasks';
import {
  createStatusReport,
  getLatestStatusReport,
  getStatusReport,
  getStatusTypes,
  statusReportsKeys,
  updateStatusReport,
} from '../../api/statusreports';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { ScaleQuestion } from './ScaleQuestion';
import { REPORT_LAYOUT_KEY, REPORT_LAYOUTS, REPORT_STYLE_KEY, REPORT_STYLES, useStoredChoice } from './style';
import { OptionSwitch } from '../../ui/OptionSwitch';

export type Values = Partial<Record<StatusArea, number>>;

/** What a click does: a new value is chosen; the selected value again goes back to the last answer (or none). */
export function nextValue(current: number | undefined, clicked: number, previous: number | undefined): number | undefined {
  return current === clicked ? previous : clicked;
}

export function valuesOf(report: StatusReport | null | undefined): Values {
  const values: Values = {};
  for (const item of report?.Items ?? []) values[item.Type] = item.Intensity;
  return values;
}

/** Answers of the report being edited that the patient has marked removed (spec 1 §4: client marker `removed`). */
export type Removed = ReadonlySet<StatusArea>;

/**
 * What a save sends, in server order: every answer, and a removed one with intensity 0 (spec 1 §4;
 * the PUT carries the whole new list). Unanswered areas are left out.
 */
export function itemsToSend(types: readonly StatusType[], values: Values, removed: Removed): StatusReportItemInput[] {
  return types.flatMap((type) => {
    const intensity = values[type.Name];
    if (intensity === undefined) return [];
    const item = { Type: type.Name, Intensity: intensity };
    return [removed.has(type.Name) ? removedItem(item) : item];
  });
}

/** Something to save: an answer differs from the last value (changed), or an answer is removed. */
export function isDirty(types: readonly StatusType[], values: Values, removed: Removed, previous: Values): boolean {
  return types.some((type) => {
    const sent = removed.has(type.Name) ? 0 : values[type.Name];
    return sent !== previous[type.Name];
  });
}

export interface StatusReportFormProps {
  types: readonly StatusType[];
  /** The report being edited, or for a new report the latest one (its answers are the last values). */
  base: StatusReport | null;
  editing: boolean;
}

export function StatusReportForm({ types, base, editing }: StatusReportFormProps) {
  const { t } = useTranslation('statusreports');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const previous = useMemo(() => valuesOf(base), [base]);
  const [values, setValues] = useState<Values>(previous);
  const [removed, setRemoved] = useState<Removed>(() => new Set());
  const [style, setStyle] = useStoredChoice(REPORT_STYLE_KEY, REPORT_STYLES, 'numbers');
  const [layout, setLayout] = useStoredChoice(REPORT_LAYOUT_KEY, REPORT_LAYOUTS, 'all');
  const [place, setPlace] = useState(0);
  const dirty = isDirty(types, values, removed, previous);
  const toggleRemoved = (type: StatusArea) =>
    setRemoved((current) => {
      const next = new Set(current);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  // The blocker reads a ref so that a successful save can leave at once.
  const guard = useRef(false);
  useEffect(() => {
    guard.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guard.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useMutation({
    mutationFn: () => {
      const items = itemsToSend(types, values, removed);
      return editing && base
        ? updateStatusReport({ Id: base.Id, Version: base.Version, Items: items })
        : createStatusReport({ Items: items });
    },
    onSuccess: async (report) => {
      guard.current = false;
      queryClient.setQueryData(statusReportsKeys.one(report.Id), report);
      await queryClient.invalidateQueries({ queryKey: statusReportsKeys.all });
      if (editing) {
        toast.success(t('report.saved'));
        void navigate(`/statusreport/${report.Id}`);
        return;
      }
      // The first report ever is thanked in a modal on the follow-up page instead of a toast.
      const firstReport = base === null;
      const task = await nextStudyTaskRoute();
      if (!firstReport || task) toast.success(t('report.saved'));
      void navigate(task ?? '/statusreport/followup', { state: { firstReport } });
    },
    onError: (error) => {
      toast.error(error instanceof ApiError && error.errorCode === ErrorCode.Conflict ? t('report.conflict') : t('report.saveFailed'));
    },
  });

  const continuation = types.filter((type) => previous[type.Name] !== undefined);
  const fresh = types.filter((type) => previous[type.Name] === undefined);
  const ordered = [...continuation, ...fresh];
  // Only an answer given in the report being edited can be removed; a 0 is already what a removal sends.
  const removable = (type: StatusType) => editing && previous[type.Name] !== undefined && previous[type.Name] !== 0;
  const question = (type: StatusType) => (
    <ScaleQuestion
      key={type.Name}
      type={type.Name}
      value={values[type.Name]}
      previous={previous[type.Name]}
      style={style}
      onChange={(chosen, via) =>
        setValues((v) => ({ ...v, [type.Name]: via === 'key' ? chosen : nextValue(v[type.Name], chosen, previous[type.Name]) }))
      }
      removed={removed.has(type.Name)}
      onToggleRemoved={removable(type) ? () => toggleRemoved(type.Name) : undefined}
    />
  );

  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{editing ? t('report.editTitle') : t('report.title')}</Title>
        <Text c="dimmed">{t('report.intro')}</Text>
      </Stack>
      <OptionSwitch
        id="report-style"
        label={t('report.style')}
        value={style}
        onChange={setStyle}
        options={[
          { value: 'smileys', label: t('report.styleSmileys') },
          { value: 'numbers', label: t('report.styleNumbers') },
        ]}
      />
      <OptionSwitch
        id="report-layout"
        label={t('report.layout')}
        value={layout}
        onChange={setLayout}
        options={[
          { value: 'all', label: t('report.layoutAll') },
          { value: 'one', label: t('report.layoutOne') },
        ]}
      />
      {layout === 'one' ? (
        <OneAreaAtATime areas={ordered} place={Math.min(place, ordered.length - 1)} onMove={setPlace} render={question} />
      ) : (
        <>
          {continuation.length > 0 && (
            <section aria-labelledby="continuation-title">
              <Title order={2} id="continuation-title">
                {t('report.continuation')}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t('report.continuationHint')} {t('report.resetHint')}
                {editing && ` ${t('report.removeHint')}`}
              </Text>
              <Stack gap="lg" data-testid="continuation-list">
                {continuation.map(question)}
              </Stack>
            </section>
          )}
          {fresh.length > 0 && (
            <section aria-labelledby="new-title">
              <Title order={2} id="new-title">
                {t('report.newQuestions')}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t('report.newQuestionsHint')}
              </Text>
              <Stack gap="lg" data-testid="new-list">
                {fresh.map(question)}
              </Stack>
            </section>
          )}
        </>
      )}
      <Group className="sticky-actions">
        <Button size="md" disabled={!dirty} loading={save.isPending} onClick={() => save.mutate()}>
          {t('report.save')}
        </Button>
      </Group>
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('report.leaveTitle')}
        onAccept={() => blocker.proceed?.()}
        closeOnAccept={false}
        acceptLabel={t('report.leave')}
        cancelLabel={t('report.stay')}
      >
        <Text>{t('report.leaveText')}</Text>
      </Modal>
    </Stack>
  );
}

/** One area with Previous and Next and its place ("Område 3 av 19"); Save stays in the action bar. */
function OneAreaAtATime({
  areas,
  place,
  onMove,
  render,
}: {
  areas: readonly StatusType[];
  place: number;
  onMove: (place: number) => void;
  render: (type: StatusType) => ReactNode;
}) {
  const { t } = useTranslation('statusreports');
  const area = areas[place];
  if (!area) return null;
  return (
    <Stack gap="md" data-testid="one-area">
      <Text size="sm" c="dimmed" className="tabular" aria-live="polite">
        {t('report.position', { position: place + 1, total: areas.length })}
      </Text>
      {render(area)}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={20} aria-hidden />}
          disabled={place === 0}
          onClick={() => onMove(place - 1)}
        >
          {t('report.previous')}
        </Button>
        <Button
          variant="default"
          rightSection={<IconArrowRight size={20} aria-hidden />}
          disabled={place >= areas.length - 1}
          onClick={() => onMove(place + 1)}
        >
          {t('report.next')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/statusreport` (new, starting from the last answers) and `/statusreport/:id/edit`. */
export default function StatusReportPage({ editing = false }: { editing?: boolean }) {
  const { t } = useTranslation('statusreports');
  const { id } = useParams();
  const types = useQuery({ queryKey: statusReportsKeys.types, queryFn: ({ signal }) => getStatusTypes(signal), staleTime: Infinity });
  const base = useQuery({
    queryKey: editing && id ? statusReportsKeys.one(id) : statusReportsKeys.latest(),
    queryFn: ({ signal }) => (editing && id ? getStatusReport(id, signal) : getLatestStatusReport(signal)),
    // A form must start from what the server has now.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  if (types.isError || base.isError) return <Alert color="red">{t('report.loadFailed')}</Alert>;
  if (!types.data || base.data === undefined) return <Loader aria-label={t('report.loading')} />;
  return <StatusReportForm key={base.data?.Id ?? 'none'} types={types.data} base={base.data} editing={editing} />;
}

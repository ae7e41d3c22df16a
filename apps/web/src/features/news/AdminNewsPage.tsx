import { useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWS_PRIORITIES, NewsItemInput, type LanguageId, type NewsItem } from '@symptoms/domain';
import { createNews, deleteNews, listManagedNews, newsKeys, updateNews } from '../../api/news';
import { checkForm, saveErrorMessage } from '../../ui/form-errors';
import { writtenDateTime } from '../../ui/relative-date';
import { toast } from '../../ui/toast';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { PageState } from '../../ui/PageState';
import { Markdown } from './Markdown';
import { PRIORITY_COLOR } from './NewsPage';

/** /admin/news/{newsItemId?}: the news the admin (organization) or moderator (group) manages; `new` writes one. */
export default function AdminNewsPage() {
  const id = useParams().newsItemId;
  const { t } = useTranslation('news');
  const news = useQuery({ queryKey: newsKeys.managed, queryFn: ({ signal }) => listManagedNews(signal) });
  if (!id) return <NewsList news={news} />;
  return (
    <PageState query={news} loading={t('loading')} failed={t('loadFailed')}>
      {(list) => {
        const item = id === 'new' ? null : list.find((n) => n.Id === id);
        if (item === undefined) return <Text role="alert">{t('admin.missing')}</Text>;
        return <NewsEditor key={id} item={item} />;
      }}
    </PageState>
  );
}

function NewsList({ news }: { news: UseQueryResult<NewsItem[]> }) {
  const { t, i18n } = useTranslation('news');
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('admin.title')}</Title>
        <Button component={Link} to="/admin/news/new">
          {t('admin.write')}
        </Button>
      </Group>
      <PageState query={news} loading={t('loading')} failed={t('loadFailed')} empty={<Text c="dimmed">{t('admin.empty')}</Text>}>
        {(items) => (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('form.title')}</Table.Th>
                  <Table.Th>{t('form.priority')}</Table.Th>
                  <Table.Th>{t('form.publishDate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.Id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/news/${item.Id}`}>
                        {item.Title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={PRIORITY_COLOR[item.Priority]} variant="light">
                        {t(`priority.${item.Priority}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{writtenDateTime(item.PublishDate, i18n.language as LanguageId)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PageState>
    </Stack>
  );
}

/** `YYYY-MM-DDTHH:mm` in the browser's time, for a datetime-local field. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function NewsEditor({ item }: { item: NewsItem | null }) {
  const { t, i18n } = useTranslation('news');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    Title: item?.Title ?? '',
    Content: item?.Content ?? '',
    Priority: item?.Priority ?? ('not-important' as NewsItem['Priority']),
    PublishDate: item ? localInput(item.PublishDate) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: newsKeys.all });
    await navigate('/admin/news');
  };
  const save = useMutation({
    mutationFn: (input: NewsItemInput) => (item ? updateNews(item.Id, { ...input, Version: item.Version }) : createNews(input)),
    onSuccess: () => done(item ? t('toast.saved') : t('toast.published')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const remove = useMutation({
    mutationFn: () => deleteNews(item!.Id),
    onSuccess: () => done(t('toast.deleted')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  const submit = () => {
    const publish = values.PublishDate ? new Date(values.PublishDate) : null;
    const checked = checkForm(
      NewsItemInput,
      { ...values, PublishDate: publish && !Number.isNaN(publish.getTime()) ? publish.toISOString() : null },
      i18n.language,
    );
    if (checked.errors) return setErrors(checked.errors);
    save.mutate(checked.data);
  };
  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/admin/news">
        {t('admin.back')}
      </Anchor>
      <Title order={1}>{item ? t('admin.edit') : t('admin.write')}</Title>
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label={t('form.title')}
          withAsterisk
          maxLength={128}
          value={values.Title}
          onChange={(e) => set('Title')(e.currentTarget.value)}
          error={errors.Title || undefined}
        />
        <Textarea
          label={t('form.content')}
          description={t('form.contentHint')}
          withAsterisk
          autosize
          minRows={6}
          maxLength={2048}
          value={values.Content}
          onChange={(e) => set('Content')(e.currentTarget.value)}
          error={errors.Content || undefined}
        />
        <Stack gap={4}>
          <Text fw={500} size="sm" id="news-priority">
            {t('form.priority')}
          </Text>
          <SegmentedControl
            aria-labelledby="news-priority"
            value={values.Priority}
            onChange={(value) => set('Priority')(value)}
            data={NEWS_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          />
        </Stack>
        <TextInput
          type="datetime-local"
          label={t('form.publishDate')}
          description={t('form.publishHint')}
          value={values.PublishDate}
          onChange={(e) => set('PublishDate')(e.currentTarget.value)}
          error={errors.PublishDate || undefined}
        />
        {values.Content.trim().length > 1 && (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              {t('form.preview')}
            </Text>
            <div className="news-preview">
              <Markdown text={values.Content} />
            </div>
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {item ? t('form.save') : t('form.publish')}
          </Button>
          {item && <ConfirmButton label={t('form.delete')} onConfirm={() => remove.mutate()} loading={remove.isPending} />}
        </Group>
      </Stack>
    </Stack>
  );
}

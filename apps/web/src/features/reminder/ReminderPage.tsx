import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buildReminderIcs, REMINDER, reminderDefaults, type Reminder } from '@symptoms/domain';
import { saveFile } from '../../ui/save-file';

type Errors = Partial<Record<'ReminderDate' | 'ReminderTime', string>>;

function randomId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export default function ReminderPage() {
  const { t } = useTranslation('reminder');
  const [values, setValues] = useState<Reminder>(() => reminderDefaults(new Date()));
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.ReminderDate) found.ReminderDate = t('required');
    if (!values.ReminderTime) found.ReminderTime = t('required');
    else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.ReminderTime)) found.ReminderTime = t('invalidTime');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const ics = buildReminderIcs({
      ...values,
      summary: t('event.summary'),
      description: `${t('event.description')} ${window.location.origin}/welcome`,
      uid: `${randomId()}@symptoms`,
      now: new Date(),
    });
    saveFile(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), REMINDER.fileName);
    setCreated(true);
  };

  const change = (field: keyof Reminder, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setCreated(false);
  };

  return (
    <Stack gap="lg" maw={520}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('date')}
              required
              value={values.ReminderDate}
              onChange={(e) => change('ReminderDate', e.currentTarget.value)}
              error={errors.ReminderDate}
              miw={160}
            />
            <TextInput
              type="time"
              label={t('time')}
              required
              value={values.ReminderTime}
              onChange={(e) => change('ReminderTime', e.currentTarget.value)}
              error={errors.ReminderTime}
              miw={120}
            />
          </Group>
          <Checkbox
            label={t('recurring')}
            checked={values.IsRecurring}
            onChange={(e) => change('IsRecurring', e.currentTarget.checked)}
            size="md"
          />
          <Group>
            <Button type="submit" leftSection={<IconCalendarPlus size={18} />}>
              {t('create')}
            </Button>
          </Group>
          {created && (
            <Alert color="teal" role="status">
              {t('created')}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

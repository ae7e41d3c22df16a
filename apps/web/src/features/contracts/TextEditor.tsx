import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@symptoms/domain';
import { emptySection, newKey, type TextDraft } from './contract-form';

interface Props {
  language: LanguageId;
  text: TextDraft;
  onChange: (text: TextDraft) => void;
  /** Field errors under `Texts.{n}.…` of this text. */
  error: (path: string) => string | undefined;
  disabled?: boolean;
}

/** One language of a contract: title, description, and its sections of paragraphs. */
export function TextEditor({ language, text, onChange, error, disabled = false }: Props) {
  const { t } = useTranslation('contracts');
  const setSection = (index: number, change: Partial<TextDraft['sections'][number]>) =>
    onChange({ ...text, sections: text.sections.map((s, i) => (i === index ? { ...s, ...change } : s)) });
  return (
    <Stack gap="sm" lang={language}>
      <TextInput
        label={t('form.title')}
        required
        value={text.title}
        disabled={disabled}
        onChange={(e) => onChange({ ...text, title: e.currentTarget.value })}
        error={error('Title')}
      />
      <Textarea
        label={t('form.description')}
        required
        autosize
        minRows={2}
        value={text.description}
        disabled={disabled}
        onChange={(e) => onChange({ ...text, description: e.currentTarget.value })}
        error={error('Description')}
      />
      {text.sections.map((section, sIndex) => (
        <Paper key={section.key} withBorder radius={8} p="sm" component="fieldset" style={{ margin: 0 }}>
          <Text component="legend" fw={600} size="sm" px={4}>
            {t('form.section', { n: sIndex + 1 })}
          </Text>
          <Stack gap="xs">
            <TextInput
              label={t('form.sectionTitle', { n: sIndex + 1 })}
              required
              value={section.title}
              disabled={disabled}
              onChange={(e) => setSection(sIndex, { title: e.currentTarget.value })}
              error={error(`Sections.${sIndex}.Title`)}
            />
            {section.paragraphs.map((paragraph, pIndex) => (
              <Group key={paragraph.key} align="flex-end" wrap="nowrap" gap="xs">
                <Textarea
                  style={{ flex: 1 }}
                  label={t('form.paragraph', { section: sIndex + 1, n: pIndex + 1 })}
                  required
                  autosize
                  minRows={2}
                  value={paragraph.text}
                  disabled={disabled}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setSection(sIndex, { paragraphs: section.paragraphs.map((p, i) => (i === pIndex ? { ...p, text: value } : p)) });
                  }}
                  error={error(`Sections.${sIndex}.Paragraphs.${pIndex}.Text`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  disabled={disabled || section.paragraphs.length === 1}
                  aria-label={t('form.removeParagraph', { section: sIndex + 1, n: pIndex + 1 })}
                  onClick={() => setSection(sIndex, { paragraphs: section.paragraphs.filter((_, i) => i !== pIndex) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Group gap="xs">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                disabled={disabled}
                onClick={() => setSection(sIndex, { paragraphs: [...section.paragraphs, { key: newKey(), text: '' }] })}
              >
                {t('form.addParagraph')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                disabled={disabled || text.sections.length === 1}
                onClick={() => onChange({ ...text, sections: text.sections.filter((_, i) => i !== sIndex) })}
              >
                {t('form.removeSection', { n: sIndex + 1 })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={disabled}
        onClick={() => onChange({ ...text, sections: [...text.sections, emptySection()] })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('form.addSection')}
      </Button>
    </Stack>
  );
}

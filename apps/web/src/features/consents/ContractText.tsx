import { Stack, Text, Title } from '@mantine/core';
import type { ContractSection } from '@symptoms/domain';

/** A contract's sections and paragraphs (spec 3 §2 "Contract view"), as text: nothing in it is read as HTML. */
export function ContractText({ sections, headingOrder = 3 }: { sections: readonly ContractSection[]; headingOrder?: 3 | 4 }) {
  return (
    <Stack gap="md">
      {sections.map((section) => (
        <Stack key={section.Index} gap={6}>
          <Title order={headingOrder} size="h5">
            {section.Title}
          </Title>
          {section.Paragraphs.map((paragraph) => (
            <Text key={paragraph.Index} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {paragraph.Text}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

import { memo } from 'react';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { RISK_GUIDANCE, type LanguageId, type RiskGuidanceKind } from '@symptoms/domain';

interface RiskGuidanceProps {
  kinds: readonly RiskGuidanceKind[];
  /** The user's language (the guidance is ours, not the instrument's, so it follows the interface). */
  language: LanguageId;
}

/**
 * The guidance an instrument's risk rules call for (PHQ-9 item 9 and the like): whom to contact now
 * and that nobody reads the answers as they are given. An alert, so a screen reader says it at once.
 */
export const RiskGuidance = memo(function RiskGuidance({ kinds, language }: RiskGuidanceProps) {
  if (kinds.length === 0) return null;
  return (
    <Stack gap="sm">
      {kinds.map((kind) => {
        const g = RISK_GUIDANCE[kind][language];
        return (
          <Alert
            key={kind}
            color="red"
            variant="light"
            radius={12}
            icon={<IconLifebuoy size={28} aria-hidden />}
            title={g.title}
            data-testid={`risk-guidance-${kind}`}
            styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
          >
            <Stack gap="sm">
              {g.lead.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
              <List spacing="xs">
                {g.contacts.map((c) => (
                  <List.Item key={c.phone}>
                    <Anchor href={`tel:${c.phone}`} fw={700} fz="lg">
                      {c.name === c.phone ? c.phone : `${c.name} ${c.phone}`}
                    </Anchor>
                    <Text size="sm">{c.when}</Text>
                  </List.Item>
                ))}
              </List>
              <Text fw={500}>{g.notMonitored}</Text>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
});

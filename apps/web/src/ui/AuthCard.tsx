import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** The card of the screens before login (login, register, reset): a main heading and its content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius={12} p="xl" maw={480} mx="auto" mt="xl" bg="white">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

import { useState, type FormEvent } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_USER_SEARCH_MAX, type LanguageId } from '@symptoms/domain';
import { listAssignableGroups, listUsers, usersKeys } from '../../api/users';
import { useActing } from '../../app/session-hooks';
import { PageState } from '../../ui/PageState';
import { CreateUserModal } from './CreateUserModal';
import { membershipLabel } from './membership-label';

/**
 * The users of the groups the admin administers (`/admin/users`, spec 3 §2; all of the
 * organization's for its admin): searched on the server by name, e-mail or a whole personnummer, 20
 * at a time by name; the search is kept in the address, so going back returns to it.
 */
export default function UsersPage() {
  const { t, i18n } = useTranslation('users');
  const language = i18n.language as LanguageId;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [creating, setCreating] = useState(false);
  const groups = useQuery({ queryKey: usersKeys.groups, queryFn: ({ signal }) => listAssignableGroups(signal) });
  const acting = useActing();
  const administered = groups.data?.map((g) => g.Name) ?? [];
  const scope = acting?.units.organization
    ? t('list.scopeOrganization')
    : administered.length > 0
      ? t('list.scopeGroups', { groups: new Intl.ListFormat(language, { type: 'conjunction' }).format(administered) })
      : null;
  const pages = useInfiniteQuery({
    queryKey: usersKeys.list(q),
    queryFn: ({ pageParam, signal }) => listUsers(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.Next,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <Stack gap="lg" maw={860}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
          {scope && <Text>{scope}</Text>}
        </Stack>
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => setCreating(true)}>
          {t('list.new')}
        </Button>
      </Group>
      <form role="search" onSubmit={search}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('list.search')}
            placeholder={t('list.searchHint')}
            maxLength={ADMIN_USER_SEARCH_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button type="submit" leftSection={<IconSearch size={18} />}>
            {t('list.searchButton')}
          </Button>
        </Group>
      </form>
      <PageState
        query={pages}
        loading={t('list.loading')}
        failed={t('list.loadFailed')}
        empty={<Text>{t('list.none')}</Text>}
        isEmpty={(data) => data.pages.every((p) => p.Users.length === 0)}
      >
        {(data) => (
          <>
            <Stack gap="xs" component="ul" aria-label={t('list.results')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.pages
                .flatMap((p) => p.Users)
                .map((user) => (
                  <Card key={user.Id} component="li" withBorder padding="sm">
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Stack gap={2}>
                        <Anchor component={Link} to={`/admin/users/${user.Id}`} fw={600} underline="always">
                          {user.FirstName} {user.LastName}
                        </Anchor>
                        <Text size="sm">
                          {user.Personnummer} · {user.Email}
                        </Text>
                      </Stack>
                      <Group gap={6}>
                        {user.Deactivated && <Badge color="gray">{t('list.deactivated')}</Badge>}
                        {user.Memberships.map((m) => (
                          <Badge key={`${m.GroupId}:${m.RoleId}`} variant="light" tt="none">
                            {membershipLabel(m, groups.data, language)}
                          </Badge>
                        ))}
                      </Group>
                    </Group>
                  </Card>
                ))}
            </Stack>
            {pages.hasNextPage && (
              <Button variant="light" w="fit-content" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                {t('list.more')}
              </Button>
            )}
          </>
        )}
      </PageState>
      <CreateUserModal
        opened={creating}
        groups={groups.data ?? []}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(`/admin/users/${id}`)}
      />
    </Stack>
  );
}

import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminKeys, getOrganizations } from '../../api/admin';
import { mayDo } from '../../app/module-flags';
import { useActing } from '../../app/session-hooks';
import { PagedList } from '../../ui/PagedList';
import { NewOrganization } from './NewOrganization';
import { ORGANIZATIONS_CREATE_DELETE } from './organization-access';

/** `/admin/organizations`: the organizations the admin works in, searched and paged on the server. */
export function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  const acting = useActing();
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {acting && mayDo(acting, ORGANIZATIONS_CREATE_DELETE) && <NewOrganization />}
      </Group>
      <PagedList queryKey={adminKeys.organizations} fetchPage={getOrganizations} searchLabel={t('search')}>
        {(items) => (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.Name')}</Table.Th>
                <Table.Th>{t('fields.Id')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((organization) => (
                <Table.Tr key={organization.Id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/organizations/${encodeURIComponent(organization.Id)}`}>
                      {organization.Name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td className="tabular">{organization.Id}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </PagedList>
    </Stack>
  );
}

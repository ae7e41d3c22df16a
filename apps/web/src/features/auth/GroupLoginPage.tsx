import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { GroupLoginFace } from '@symptoms/domain';
import { apiRequest } from '../../api/client';
import { LoginPage } from './LoginPage';

/** `/{groupUrlSlug}` (spec 2 §2, loginWithPurpose): the login for one group, which stays the active one after it; an unknown address goes to /login. */
export function GroupLoginPage() {
  const slug = useParams().groupUrlSlug ?? '';
  const group = useQuery({
    queryKey: ['group-login', slug],
    queryFn: () => apiRequest(`/api/groups/slug/${encodeURIComponent(slug)}`, { authenticated: false }, GroupLoginFace),
    retry: false,
    staleTime: Infinity,
  });
  if (group.isPending) return <Loader m="xl" />;
  if (!group.data) return <Navigate to="/login" replace />;
  return <LoginPage purpose={{ organizationId: group.data.OrganizationId, groupId: group.data.GroupId, name: group.data.DisplayName }} />;
}

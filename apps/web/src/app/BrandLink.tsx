import { Link } from 'react-router';
import { PRODUCT_NAME } from '@symptoms/domain';
import { useClientConfig } from './session-hooks';

export function BrandLink({ to }: { to: string }) {
  const config = useClientConfig();
  const name = config.data?.ProductName ?? PRODUCT_NAME;
  return (
    <Link to={to} className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{name}</span>
    </Link>
  );
}

import { Link } from 'react-router';
import { PRODUCT_NAME } from '@symptoms/domain';
import { useClientConfig } from './session-hooks';

/**
 * Paths where the header's brand is not a link: leaving from there would break off a flow (spec 1 §2:
 * the symptom list opened from a questionnaire, and the terms a user must accept first).
 */
const WITHOUT_HEADER_LINK = new Set(['/symptomlist', '/tos']);

export function headerLinkShown(pathname: string): boolean {
  return !WITHOUT_HEADER_LINK.has(pathname.replace(/\/+$/, '') || '/');
}

/** The product's mark and name, linking to `to`; plain text when `to` is null. */
export function BrandLink({ to }: { to: string | null }) {
  const config = useClientConfig();
  const name = config.data?.ProductName ?? PRODUCT_NAME;
  const content = (
    <>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{name}</span>
    </>
  );
  return to === null ? (
    <span className="brand">{content}</span>
  ) : (
    <Link to={to} className="brand">
      {content}
    </Link>
  );
}

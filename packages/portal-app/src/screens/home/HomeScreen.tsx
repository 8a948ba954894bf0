import { useSiteConfig } from '@study-portal/api';
import { VisuallyHidden } from '@study-portal/ui';

/** The portal's home page (/index). */
export function HomeScreen() {
  const { data } = useSiteConfig();
  return (
    <VisuallyHidden as="h1">{data?.webConfig.title ? `${data.webConfig.title}首页` : '首页'}</VisuallyHidden>
  );
}

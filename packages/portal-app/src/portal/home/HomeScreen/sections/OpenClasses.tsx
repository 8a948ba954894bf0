import { classCardProps, useClasses } from '@study-portal/api';
import { CardCollection, ClassCard } from '@study-portal/ui';
import { LoadFailed } from '../../../../components/LoadFailed';
import { SectionPlaceholder } from '../SectionPlaceholder';
import { homeCardCount, sectionShapes } from '../sectionShapes';
import { classAddress } from '../../../classes/addresses';

/**
 * The online special-topic classes (TBTP_SHOW): open ones first, as the server orders them.
 * Enrolment happens on the class's page, where its verify code can be asked for.
 */
export function OpenClasses() {
  const classes = useClasses({ page: 1, pageSize: homeCardCount });
  if (classes.error) return <LoadFailed what="专题班" height={320} onRetry={() => void classes.mutate()} />;
  if (!classes.data) return <SectionPlaceholder shape={sectionShapes.classes} announce />;
  return (
    <CardCollection
      items={classes.data.items}
      emptyKind="noClasses"
      getKey={(item) => item.tbtpId}
      renderItem={(item) => <ClassCard {...classCardProps(item)} href={classAddress(item.tbtpId)} />}
    />
  );
}

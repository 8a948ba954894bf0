import { PageNav, type PageNavItem } from '../../components/PageNav';
import { assignmentsAddress, classAddress, classAffairsAddress, classDynamicsAddress, classFileAddress, classMembersAddress, classNoticeAddress, openClassAddress, openClassMembersAddress } from './addresses';

/** The pages of one class a learner moves between; member-only pages once enrolled. */
export function classNavItems(id: string, { enrolled, open }: { enrolled: boolean; open: boolean }): PageNavItem[] {
  if (open) {
    return [
      { to: openClassAddress(id), label: '班级详情' },
      { to: openClassMembersAddress(id), label: '班级成员' },
    ];
  }
  return [
    { to: classAddress(id), label: '班级首页' },
    { to: classNoticeAddress(id), label: '班级公告' },
    { to: classMembersAddress(id), label: '班级成员' },
    { to: classDynamicsAddress(id), label: '班级动态' },
    ...(enrolled
      ? [
          { to: assignmentsAddress(id), label: '个人作业' },
          // The class file's tabs are child routes: any of them is the class file.
          { to: classFileAddress(id), label: '成长档案', activeUnder: '/projectDetailCxda' },
        ]
      : []),
    { to: classAffairsAddress(id), label: '班务管理' },
  ];
}

/** Links between the pages of one class; each keeps the class in its address. */
export function ClassNav({ id, enrolled, open = false }: { id: string; enrolled: boolean; open?: boolean }) {
  return <PageNav label="班级导航" items={classNavItems(id, { enrolled, open })} look="compactTabs" />;
}

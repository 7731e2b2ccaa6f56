import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { contentResource } from './dataProvider';
import { CONTENT_GROUPS, useSections } from './sections';

/** The console's menu: dashboard, reports, members, the content sections grouped, the audit log. */
export function ConsoleMenu() {
  const { t } = useTranslation();
  const sections = useSections();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItem name="reports" />
      <Menu.ResourceItem name="users" />
      {CONTENT_GROUPS.map(({ group, label }) => (
        <Fragment key={group}>
          {open && (
            <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
              {t(label)}
            </ListSubheader>
          )}
          {sections
            .filter((s) => s.content && s.group === group)
            .map((s) => (
              <Menu.ResourceItem key={s.type} name={contentResource(s.type)} />
            ))}
        </Fragment>
      ))}
      <Menu.ResourceItem name="audit-log" />
    </Menu>
  );
}

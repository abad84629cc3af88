import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../components/side-drawer';
import { SidebarNav } from './sidebar-nav';

/** The member sidebar as a drawer on small screens (000 §2.2). */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SideDrawer open={open} onClose={onClose} id="mobile-menu" label={t('nav.mainMenu')}>
      <SidebarNav onNavigate={onClose} />
    </SideDrawer>
  );
}

import { SideDrawer } from '../../../components/side-drawer';
import { AdminSidebarNav } from './admin-sidebar-nav';

/** The admin sidebar as a drawer on small screens (001 'Admin shell': it collapses and has a close button). */
export function AdminDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SideDrawer open={open} onClose={onClose} id="admin-menu" label="Administration menu">
      <AdminSidebarNav onNavigate={onClose} />
    </SideDrawer>
  );
}

import { cn } from '@/lib/utils';
import { QuickStats } from './quick-stats';
import { SidebarNav } from './sidebar-nav';

export function Sidebar({ collapsed, id }: { collapsed: boolean; id?: string }) {
  return (
    <aside
      id={id}
      className={cn(
        'sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex print:hidden',
        collapsed ? 'w-16' : 'w-72',
      )}
    >
      <div className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
        <SidebarNav collapsed={collapsed} />
      </div>
      {!collapsed && (
        <div className="border-t border-slate-200 p-3">
          <QuickStats />
        </div>
      )}
    </aside>
  );
}

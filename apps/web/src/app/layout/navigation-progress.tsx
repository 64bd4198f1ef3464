import { useNavigation } from 'react-router';

/** A thin bar while a lazy route module or a loader is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-100 dark:bg-indigo-950">
      <div className="h-full w-1/3 animate-progress bg-gradient-to-r from-indigo-500 to-sky-400" />
    </div>
  );
}

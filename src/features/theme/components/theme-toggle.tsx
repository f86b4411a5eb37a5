import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { ThemeToggleButton, useThemeToggleLabel } from './theme-toggle-button';

export function ThemeToggle() {
  const label = useThemeToggleLabel();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <ThemeToggleButton />
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

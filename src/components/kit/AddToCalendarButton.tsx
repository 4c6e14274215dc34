import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuCalendarPlus } from 'react-icons/lu';
import { downloadEventIcs, type CalendarEvent } from '@/lib/calendar';
import { useAction } from './use-action';

interface AddToCalendarButtonProps extends Omit<ButtonProps, 'onClick'> {
  event: CalendarEvent;
}

/** "Add to calendar": downloads the event's .ics file (start, location, arrival reminder). */
export function AddToCalendarButton({ event, ...props }: AddToCalendarButtonProps) {
  const save = useAction(downloadEventIcs, { failure: 'Failed to create the calendar file' });
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={save.busy}
      aria-label={`Add to calendar: ${event.title}`}
      onClick={() => void save.run(event)}
      {...props}
    >
      <LuCalendarPlus aria-hidden /> Add to calendar
    </Button>
  );
}

import { Badge, Box, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import { EditableRow, RecordName, useAction, type RecordDialogs, type SwitchWords } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { reorderSlides, setSlideActive } from '../api/mutations';
import { slideFailure } from './messages';

type Slide = Row<'heroSlides'>;

const ACTIVE: SwitchWords = { label: 'Active', on: 'Slide activated', off: 'Slide deactivated', failure: slideFailure('update slide') };

/** The slides in display order; Move up / Move down swap a slide with its neighbour. */
export function SlideList({ slides, dialogs }: { slides: Slide[]; dialogs: RecordDialogs<Slide> }) {
  const reorder = useAction(reorderSlides, { success: 'Slide order updated', failure: slideFailure('reorder slides') });

  function move(index: number, by: -1 | 1) {
    const ids = slides.map((s) => s.id);
    const target = index + by;
    const [a, b] = [ids[index], ids[target]];
    if (a === undefined || b === undefined) return;
    ids[index] = b;
    ids[target] = a;
    void reorder.run(ids, new Map(slides.map((s) => [s.id, s.displayOrder])));
  }

  return (
    <Stack as="ol" gap="3" listStyleType="none">
      {slides.map((slide, index) => (
        <li key={slide.id}>
          <EditableRow
            record={slide}
            name={slide.title}
            dialogs={dialogs}
            toggle={{ words: ACTIVE, checked: slide.isActive, write: (on) => setSlideActive(slide.id, on) }}
          >
            <HStack gap="4" minW="0" align="start">
              <Stack gap="1" flexShrink={0}>
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={`Move up: ${slide.title}`}
                  disabled={index === 0 || reorder.busy}
                  onClick={() => move(index, -1)}
                >
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={`Move down: ${slide.title}`}
                  disabled={index === slides.length - 1 || reorder.busy}
                  onClick={() => move(index, 1)}
                >
                  <LuArrowDown />
                </IconButton>
              </Stack>
              <Box w="28" h="16" flexShrink={0} rounded="md" overflow="hidden" bg="bg.muted">
                <Image src={slide.imageUrl} alt="" w="full" h="full" objectFit="cover" />
              </Box>
              <Stack gap="1" minW="0">
                <RecordName>{slide.title}</RecordName>
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="gold">{slide.badge}</Badge>
                  <Text fontSize="sm" color="fg.muted">
                    Position {index + 1}
                  </Text>
                  {!slide.isActive && <Badge colorPalette="gray">Inactive</Badge>}
                </HStack>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {slide.subtitle}
                </Text>
              </Stack>
            </HStack>
          </EditableRow>
        </li>
      ))}
    </Stack>
  );
}

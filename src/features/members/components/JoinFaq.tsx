import { Accordion, Box, Heading } from '@chakra-ui/react';

const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Do I need to be a good golfer to join?',
    answer:
      'Not at all. Golfers of all skill levels are welcome, from beginners working on their first handicap to low single-figure players. Handicaps keep every competition fair.',
  },
  {
    question: 'How often are events held?',
    answer:
      'The Par 3 League plays every week on Wednesday evenings, and there is a tournament every month. The team league runs across the 12 events of the season.',
  },
  {
    question: 'When can I join, and how long does membership last?',
    answer: 'You can join at any time of the year. Your membership runs for 12 months from the date you join.',
  },
];

/** The join page's FAQ (heading from faq_heading), as a keyboard-friendly accordion. */
export function JoinFaq({ heading }: { heading: string }) {
  return (
    <Box maxW="3xl" mx="auto">
      <Heading as="h2" fontFamily="heading" size={{ base: '2xl', md: '3xl' }} color="brand.fg" textAlign="center" mb="8">
        {heading}
      </Heading>
      <Accordion.Root collapsible multiple defaultValue={['0']} variant="enclosed">
        {FAQ.map((item, i) => (
          <Accordion.Item key={item.question} value={String(i)}>
            <Accordion.ItemTrigger>
              <Heading as="h3" size="md" flex="1" textAlign="start">
                {item.question}
              </Heading>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}

import { Box, Card, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

interface FeatureCardProps {
  icon: IconType;
  /** The card's h3. */
  title: string;
  text: string;
}

/** A bordered card with a gold icon badge, a serif title and a short text. */
export function FeatureCard({ icon: IconComponent, title, text }: FeatureCardProps) {
  return (
    <Card.Root borderColor="border.muted" transition="box-shadow 0.2s" _hover={{ shadow: 'md' }}>
      <Card.Body gap="3">
        <Box display="inline-flex" alignSelf="start" p="3" rounded="full" bg="gold.subtle" color="gold.fg">
          <Icon boxSize="6" aria-hidden>
            <IconComponent />
          </Icon>
        </Box>
        <Heading as="h3" size="lg" fontFamily="heading" color="brand.fg">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Feature cards side by side: one column on a phone, two on a small screen, four on a wide one. */
export function FeatureGrid({ items }: { items: readonly FeatureCardProps[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
      {items.map((item) => (
        <FeatureCard key={item.title} {...item} />
      ))}
    </SimpleGrid>
  );
}

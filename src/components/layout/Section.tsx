import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface SectionProps extends Omit<BoxProps, 'title'> {
  /** The section's h2. */
  heading: string;
  subheading?: string;
  children: ReactNode;
}

/** A page section with a centred serif h2, an optional lead and generous spacing. */
export function Section({ heading, subheading, children, ...props }: SectionProps) {
  const headingId = useId();

  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '14', md: '20' }} {...props}>
      <Container maxW="6xl">
        <Stack gap="3" textAlign="center" align="center" mb={{ base: '8', md: '12' }}>
          <Heading as="h2" id={headingId} fontFamily="heading" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {heading}
          </Heading>
          <Box w="16" h="1" bg="gold.500" rounded="full" aria-hidden />
          {subheading && (
            <Text fontSize="lg" color="fg.muted" maxW="2xl">
              {subheading}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

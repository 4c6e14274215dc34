import { Box, Container, Heading, Icon, Image, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuMail } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSiteHead } from '@/lib/content/site-head';
import { societyDay } from '@/lib/dates';
import type { NavTarget } from './nav-links';
import { Static } from './static';

interface FooterProps {
  /** Site setting footer_logo_url ('' shows the name instead). */
  logoUrl: string;
  /** Site setting site_description. */
  description: string;
  /** Site setting contact_email ('' hides the contact column). */
  contactEmail: string;
}

const columns: { title: string; links: NavTarget[] }[] = [
  {
    title: 'Explore',
    links: [
      { label: 'About', to: paths.about },
      { label: 'News', to: paths.news },
      { label: 'Tournaments', to: paths.tournaments },
    ],
  },
  {
    title: 'Members',
    links: [
      { label: 'Become a Member', to: paths.signUp },
      { label: 'Sign In', to: paths.auth },
      { label: 'Install App', to: paths.install },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms & Conditions', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
    ],
  },
];

const linkStyle = {
  color: 'whiteAlpha.800',
  _hover: { color: 'gold.300', textDecoration: 'underline' },
} as const;

/** This year on the society's calendar (worked out when the footer renders, which a rendered page's hydration never does). */
const currentYear = () => societyDay(new Date()).slice(0, 4);

/**
 * The site footer: logo, description, links, contact email and copyright.
 * Nothing in it but links, so it never hydrates (static.tsx): a change of the
 * site settings it shows renders it anew.
 */
export function Footer(props: FooterProps) {
  // The site settings' favicon and meta description (the footer is on every public page).
  useSiteHead();
  return (
    <Static data={props}>
      <FooterContent {...props} />
    </Static>
  );
}

function FooterContent({ logoUrl, description, contactEmail }: FooterProps) {
  return (
    // Extra room at the bottom on phones so the chat button never hides the last line.
    <Box as="footer" bg="brand.950" color="whiteAlpha.800" pt={{ base: '12', md: '16' }} pb={{ base: '24', md: '10' }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap={{ base: '8', lg: '10' }}>
          <Stack gap="4" gridColumn={{ lg: 'span 2' }} maxW="sm">
            {logoUrl ? (
              <Image src={logoUrl} alt="Clubhouse" h="12" w="auto" maxW="180px" objectFit="contain" alignSelf="start" />
            ) : (
              <Text fontFamily="heading" fontSize="2xl" fontWeight="bold" color="gold.300">
                Clubhouse
              </Text>
            )}
            <Text fontSize="sm" lineHeight="tall">
              {description}
            </Text>
            {contactEmail && (
              <ChakraLink href={`mailto:${contactEmail}`} fontSize="sm" alignSelf="start" {...linkStyle}>
                <Icon aria-hidden>
                  <LuMail />
                </Icon>
                {contactEmail}
              </ChakraLink>
            )}
          </Stack>
          {columns.map((column) => (
            <Box as="nav" key={column.title} aria-label={column.title}>
              <Heading as="h2" size="sm" color="white" fontFamily="heading" mb="3">
                {column.title}
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <ChakraLink asChild {...linkStyle}>
                      <Link to={link.to}>{link.label}</Link>
                    </ChakraLink>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        {/* Prerendered pages carry the build's year; a new year shows after the next render. */}
        <Text
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          fontSize="xs"
          color="whiteAlpha.700"
          suppressHydrationWarning
        >
          © {currentYear()} Clubhouse. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}

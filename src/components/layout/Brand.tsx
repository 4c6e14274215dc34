import { Box, HStack, Icon, Image, Link as ChakraLink, Text } from '@chakra-ui/react';
import { LuFlag } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

interface BrandProps {
  /** The header logo from site settings; '' shows the name instead. */
  logoUrl: string;
  /** While site settings load, the space is kept but nothing is drawn. */
  loading: boolean;
}

/** The society's logo (or name), linking home. */
export function Brand({ logoUrl, loading }: BrandProps) {
  let mark = (
    <HStack gap="2">
      <Icon color="gold.400" boxSize="6" aria-hidden>
        <LuFlag />
      </Icon>
      <Text as="span" fontFamily="heading" fontSize="2xl" fontWeight="bold" color="white" letterSpacing="tight">
        Clubhouse
      </Text>
    </HStack>
  );
  if (loading) mark = <Box visibility="hidden">{mark}</Box>;
  else if (logoUrl) mark = <Image src={logoUrl} alt="Clubhouse" h="10" w="auto" maxW="200px" objectFit="contain" />;

  return (
    <ChakraLink asChild flexShrink={0} rounded="md" _hover={{ textDecoration: 'none' }}>
      <Link to={paths.home}>{mark}</Link>
    </ChakraLink>
  );
}

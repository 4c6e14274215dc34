import { Center, Icon, Image, type ImageProps } from '@chakra-ui/react';
import { GiGolfFlag } from 'react-icons/gi';
import { photo } from '@/lib/images';

interface ArticleImageProps extends Omit<ImageProps, 'src' | 'alt'> {
  src: string;
  /** '' when the image only decorates a card whose title is next to it. */
  alt: string;
  /** How wide it shows (the `sizes` attribute): the browser picks the variant from it. */
  sizes: string;
}

/** An article's hero image, or a green flag placeholder when it has none. */
export function ArticleImage({ src, alt, sizes, ...props }: ArticleImageProps) {
  if (!src) {
    return (
      <Center bgGradient="to-br" gradientFrom="brand.600" gradientTo="brand.900" color="gold.300" {...props}>
        <Icon as={GiGolfFlag} boxSize="40%" maxW="20" aria-hidden />
      </Center>
    );
  }
  return <Image {...photo(src, { sizes, width: 1200, height: 675, alt })} loading="lazy" {...props} />;
}

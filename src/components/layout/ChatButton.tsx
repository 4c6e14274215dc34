import { Icon, Link } from '@chakra-ui/react';
import { FaWhatsapp } from 'react-icons/fa6';

const GREETING = "Hi, I'd like to know more about the society";

interface ChatButtonProps {
  /** Site setting chat_number: the society's WhatsApp number, international format. */
  chatNumber: string;
}

/** The floating chat button, bottom right, opening WhatsApp with a prefilled greeting. */
export function ChatButton({ chatNumber }: ChatButtonProps) {
  const digits = chatNumber.replace(/\D/g, '');
  if (!digits) return null;

  return (
    <Link
      href={`https://wa.me/${digits}?text=${encodeURIComponent(GREETING)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
      position="fixed"
      insetEnd={{ base: '4', md: '6' }}
      bottom={{ base: 'calc(1rem + env(safe-area-inset-bottom))', md: '6' }}
      zIndex="dropdown"
      boxSize={{ base: '14', md: '16' }}
      rounded="full"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="brand.500"
      color="white"
      shadow="lg"
      transition="transform 0.15s ease, background 0.15s ease"
      _hover={{ bg: 'brand.600', transform: 'scale(1.06)' }}
    >
      <Icon boxSize={{ base: '7', md: '8' }} aria-hidden>
        <FaWhatsapp />
      </Icon>
    </Link>
  );
}

import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { EyeIcon, LocationIcon, UsersIcon, VerifiedIcon } from '@/components/ui/icons';

const tips: { title: string; text: string; Icon: ComponentType<{ size?: string }> }[] = [
  {
    title: 'Deal with well-behaved users',
    text: 'Keep every conversation polite and about the machine. Walk away from anyone who pressures, insults or rushes you.',
    Icon: UsersIcon,
  },
  {
    title: 'Look for the blue tick',
    text: 'A blue tick beside a seller’s name means we have verified that seller. Prefer verified sellers for costly machines.',
    Icon: VerifiedIcon,
  },
  {
    title: 'Check the seller’s location',
    text: 'Every listing shows where the machine is. Inspect it there, see it run, and make sure the place matches the listing.',
    Icon: LocationIcon,
  },
  {
    title: 'Stay aware',
    text: 'Never pay in full before you have seen the machine. Be wary of prices far below the market and of advance fees.',
    Icon: EyeIcon,
  },
];

export function SafetyTips() {
  return (
    <Box as="section" aria-labelledby="safety-heading" bg="bg.subtle" borderTopWidth="1px">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
        <Stack gap="8">
          <Heading id="safety-heading" as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
            Trade safely
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyleType="none">
            {tips.map(({ title, text, Icon }) => (
              <Stack as="li" key={title} gap="3" p="5" bg="bg" borderWidth="1px" rounded="l3">
                <Box color="colorPalette.fg">
                  <Icon size="1.75rem" />
                </Box>
                <Heading as="h3" fontSize="lg">
                  {title}
                </Heading>
                <Text color="fg.muted">{text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}

import { Badge, Button, Card, Field, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { z } from 'zod';
import {
  ActionSwitch,
  AdminPanel,
  MoreButton,
  ReadState,
  RecordRow,
  SelectInput,
  useAction,
  useDebounced,
  ServerButton,
} from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { useLivePages } from '@/lib/data/use-live-pages';
import { useServerRead } from '@/lib/data/use-server-read';
import { errorMessage, serverMessage } from '@/lib/errors';
import { formatAed } from '@/lib/money';
import { firstIssue } from '@/lib/schemas/validation';
import { applyDefaultFee, setFeePaid, setMemberFee } from '../api/mutations';
import { feeProfiles, feeTotals } from '../api/queries';
import { DEFAULT_FEE, FEES_PAGE, feeFromInput, type FeeSummary } from '../fees';

/** A refused amount in the schema's words ("Fee cannot be negative"), otherwise the catalogue's. */
const why = (error: unknown) => (error instanceof z.ZodError ? firstIssue(error) : errorMessage(error));

function SummaryCard({ label, value }: { label: string; value: string }) {
  return (
    <Card.Root>
      <Card.Body gap="1">
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid={label}>
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function DefaultFeeCard({ onApplied }: { onApplied: () => void }) {
  const [text, setText] = useState(String(DEFAULT_FEE));
  const apply = useAction(applyDefaultFee, {
    onSuccess: onApplied,
    success: (updated, amount) => `Default fee of ${formatAed(amount)} applied to ${updated} unpaid members`,
    failure: (error) => ({
      title: 'Failed to set default fee',
      description: error instanceof z.ZodError ? why(error) : serverMessage(error),
    }),
  });
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h3" size="md" fontFamily="heading">
          Set Default Membership Fee
        </Heading>
      </Card.Header>
      <Card.Body>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void apply.run(feeFromInput(text));
          }}
        >
          <Flex gap="3" align="flex-end" direction={{ base: 'column', sm: 'row' }}>
            <Field.Root maxW={{ sm: 'xs' }}>
              <Field.Label>Default Fee (AED)</Field.Label>
              <Input type="number" inputMode="decimal" min={0} step={0.01} value={text} onChange={(e) => setText(e.currentTarget.value)} />
            </Field.Root>
            <ServerButton
              type="submit"
              colorPalette="brand"
              loading={apply.busy}
              loadingText="Applying..."
              alignSelf={{ base: 'stretch', sm: 'auto' }}
            >
              Apply to All Unpaid
            </ServerButton>
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="3">
            This updates the membership fee of all members who have not paid yet. Members marked paid keep their fee.
          </Text>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

interface FeeRowProps {
  profile: Row<'profiles'>;
  editing: boolean;
  /** What the field holds while editing: kept by the list, so a row drawn again (the list answered again) keeps it. */
  text: string;
  setText: (text: string) => void;
  onEdit: () => void;
  onDone: () => void;
}

function FeeRow({ profile: p, editing, text, setText, onEdit, onDone }: FeeRowProps) {
  const save = useAction(setMemberFee, {
    success: (_, __, amount) => `Fee for ${p.fullName} set to ${formatAed(amount)}`,
    failure: (error) => ({ title: 'Failed to update member fee', description: why(error) }),
    onSuccess: onDone,
  });
  return (
    <RecordRow
      as="li"
      aria-label={p.fullName}
      gap="3"
      actions={
        <>
          {editing ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void save.run(p.id, feeFromInput(text));
              }}
            >
              <HStack gap="2">
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  size="sm"
                  w="32"
                  aria-label={`Fee for ${p.fullName} (AED)`}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  autoFocus
                />
                <Button type="submit" size="sm" colorPalette="brand" loading={save.busy}>
                  Save
                </Button>
                <Button size="sm" variant="outline" onClick={onDone}>
                  Cancel
                </Button>
              </HStack>
            </form>
          ) : (
            <>
              <Text fontWeight="medium">{formatAed(p.membershipFeeAmount ?? 0)}</Text>
              <Button
                size="sm"
                variant="plain"
                colorPalette="brand"
                textDecoration="underline"
                onClick={() => {
                  setText(String(p.membershipFeeAmount ?? 0));
                  onEdit();
                }}
              >
                Edit Fee<VisuallyHidden> for {p.fullName}</VisuallyHidden>
              </Button>
            </>
          )}
          <Badge colorPalette={p.membershipFeePaid ? 'green' : 'red'} variant="solid">
            {p.membershipFeePaid ? 'Paid' : 'Unpaid'}
          </Badge>
          <ActionSwitch
            words={{
              label: 'Fee received',
              on: `${p.fullName} marked paid`,
              off: `${p.fullName} marked unpaid`,
              failure: 'Failed to update member fee',
            }}
            name={p.fullName}
            checked={p.membershipFeePaid}
            write={(on) => setFeePaid(p.id, on)}
            size="sm"
          />
        </>
      }
    >
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" truncate>
          {p.fullName}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {p.email}
        </Text>
      </Stack>
    </RecordRow>
  );
}

const PAID_OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
];

/** The four cards: counts and the paid fees' sum, answered by the server (no profile downloaded). */
function SummaryCards({ summary }: { summary: FeeSummary }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
      <SummaryCard label="Total Members" value={String(summary.total)} />
      <SummaryCard label="Paid" value={String(summary.paid)} />
      <SummaryCard label="Unpaid" value={String(summary.unpaid)} />
      <SummaryCard label="Total Revenue" value={formatAed(summary.revenue)} />
    </SimpleGrid>
  );
}

/**
 * The admin panel's Membership Fees tab: the four cards (server counts), the default fee and each member's fee, a page
 * at a time (search and paid/unpaid answered by the server).
 */
export function MembershipFees() {
  const [search, setSearch] = useState('');
  const [paid, setPaid] = useState('');
  const filter = { search: useDebounced(search), feePaid: paid === '' ? undefined : paid === 'paid' };
  const profiles = useLivePages((count) => feeProfiles(filter, count), FEES_PAGE);
  const [applied, setApplied] = useState(0);
  // The totals are asked again whenever a fee on screen changes, and after the default fee is applied.
  const shownFees = (profiles.data ?? []).map((p) => `${p.id}:${p.membershipFeePaid}:${p.membershipFeeAmount}`).join();
  const totals = useServerRead(feeTotals, `${applied}|${shownFees}`);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const filtered = search.trim() !== '' || paid !== '';
  return (
    <AdminPanel title="Membership Fees">
      <Stack gap="6">
        <ReadState live={totals} loading="Loading totals..." errorTitle="Failed to load members">
          {(summary) => <SummaryCards summary={summary} />}
        </ReadState>
        <DefaultFeeCard onApplied={() => setApplied((n) => n + 1)} />
        <Stack gap="3">
          <Heading as="h3" size="md" fontFamily="heading">
            Individual Member Fees
          </Heading>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <Input
              aria-label="Search members"
              placeholder="Search by name or email"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              maxW={{ md: 'sm' }}
              bg="bg"
            />
            <Field.Root maxW={{ md: '48' }}>
              <Field.Label>Fee</Field.Label>
              <SelectInput value={paid} onChange={setPaid} placeholder="Paid and unpaid" options={PAID_OPTIONS} />
            </Field.Root>
          </Flex>
          <ReadState
            live={profiles}
            loading="Loading members..."
            empty={filtered ? 'No members match your search.' : 'No members yet.'}
            errorTitle="Failed to load members"
          >
            {(rows) => (
              <>
                <Stack as="ul" gap="2" listStyleType="none" aria-label="Member fees">
                  {rows.map((p) => (
                    <FeeRow
                      key={p.id}
                      profile={p}
                      editing={editingId === p.id}
                      text={draft}
                      setText={setDraft}
                      onEdit={() => setEditingId(p.id)}
                      onDone={() => setEditingId(null)}
                    />
                  ))}
                </Stack>
                <MoreButton pages={profiles} shown={rows.length} noun="members" />
              </>
            )}
          </ReadState>
        </Stack>
      </Stack>
    </AdminPanel>
  );
}

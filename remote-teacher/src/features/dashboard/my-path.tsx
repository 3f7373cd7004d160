import styled from 'styled-components';
import { clockDaysLeftText, clockReminder, formatDate, PATH_CLOCK_NOTICE_DAYS, type MyPath } from 'shared-domain';
import { Badge } from 'shared-ui';
import { Section } from 'shared-ui/staff';

/** How many of a next step's wants the card lists before saying how many more. */
const WANTS_SHOWN = 3;

const StyledPath = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
  & p,
  & ul {
    margin: 0;
  }
  & ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledClocks = styled.ul`
  && {
    list-style: none;
    padding: 0;
    gap: ${({ theme }) => theme.space.xs};
  }
  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** A clock's own state in words (the badge's colour says it again): past due, or due within the notice. */
function ClockBadge({ daysLeft }: { daysLeft: number }) {
  const state = clockReminder(daysLeft, PATH_CLOCK_NOTICE_DAYS);
  if (state === 'overdue') return <Badge tone="red">Past due</Badge>;
  if (state === 'soon') return <Badge tone="yellow">Due soon</Badge>;
  return null;
}

/**
 * The candidate's path on their dashboard (myPath, from the staff's Path panel view): the stage and since when, each
 * next step with what it still waits on, and the clocks running with their days left in their own unit.
 */
export function MyPathSection({ path }: { path: MyPath }) {
  return (
    <Section title="My path">
      <StyledPath>
        <p>
          Stage: <strong>{path.label}</strong> since {formatDate(path.reachedOn)}
        </p>
        {path.next.length === 0 ? (
          <p>This is the last stage of the path.</p>
        ) : (
          path.next.map((n) => (
            <div key={n.stage}>
              <p>
                Next: <strong>{n.label}</strong>
                {n.missing.length === 0 && <small> (nothing missing: the program team records it)</small>}
              </p>
              {n.missing.length > 0 && (
                <ul aria-label={`What ${n.label} waits on`}>
                  {n.missing.slice(0, WANTS_SHOWN).map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                  {n.missing.length > WANTS_SHOWN && <li>and {n.missing.length - WANTS_SHOWN} more (see What's left)</li>}
                </ul>
              )}
            </div>
          ))
        )}
        {path.clocks.length > 0 && (
          <StyledClocks aria-label="Deadlines on my path">
            {path.clocks.map((c) => (
              <li key={c.key}>
                <span>
                  {c.label}: {clockDaysLeftText(c)} (due {formatDate(c.due)})
                </span>
                <ClockBadge daysLeft={c.daysLeft} />
              </li>
            ))}
          </StyledClocks>
        )}
      </StyledPath>
    </Section>
  );
}
